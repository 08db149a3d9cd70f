import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Long unbreakable values (hashes) wrap anywhere and use a monospace font. */
  code?: boolean;
}

/** Label–value pairs as a definition list that stacks nicely at 360 px. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box component="dl" m={0}>
      {/* A fixed list: its place keys each fact, two facts may share a label. */}
      {facts.map((fact, place) => (
        <Box key={`${place}-${fact.label}`} mb="xs">
          <Text component="dt" size="sm" fw={600}>
            {fact.label}
          </Text>
          <Text
            component="dd"
            m={0}
            ff={fact.code ? 'monospace' : undefined}
            size={fact.code ? 'sm' : undefined}
            style={fact.code ? { overflowWrap: 'anywhere' } : undefined}
          >
            {fact.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
