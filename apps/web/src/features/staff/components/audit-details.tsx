import '@/styles/mantine-forms.css';
import { Code, List } from '@mantine/core';

interface Change {
  before: unknown;
  after: unknown;
}

const show = (value: unknown) =>
  value === null || value === undefined ? '∅' : JSON.stringify(value);

function isChanges(value: unknown): value is Record<string, Change> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (change) => typeof change === 'object' && change !== null && 'after' in change,
    )
  );
}

/** An entry's details: its field changes as "field: before → after", the rest as JSON. */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { changes, ...rest } = details;
  const others = Object.keys(rest).length > 0 ? JSON.stringify(rest) : null;
  return (
    <>
      {isChanges(changes) && (
        <List size="sm" spacing={2}>
          {Object.entries(changes).map(([field, change]) => (
            <List.Item key={field}>
              <Code>{field}</Code>: {show(change.before)} → {show(change.after)}
            </List.Item>
          ))}
        </List>
      )}
      {others && (
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {others}
        </Code>
      )}
    </>
  );
}
