import './stack-table.css';

/**
 * The props of a table shown as stacked cards on a phone (see stack-table.css): its class
 * and its role, kept when the phone's layout makes its parts blocks.
 */
export const stackTable = { className: 'stack-table', role: 'table' } as const;
export const stackRow = { role: 'row' } as const;
export const stackCell = (label: string) => ({ role: 'cell', 'data-label': label }) as const;
