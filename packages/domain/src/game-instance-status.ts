/** DESIGN.md §3: the lifecycle of one draw period of a game. */
export const GameInstanceStatus = {
  Scheduled: 'Scheduled',
  Open: 'Open',
  SalesClosed: 'SalesClosed',
  Drawn: 'Drawn',
  Cancelled: 'Cancelled',
} as const;
export type GameInstanceStatus = (typeof GameInstanceStatus)[keyof typeof GameInstanceStatus];
