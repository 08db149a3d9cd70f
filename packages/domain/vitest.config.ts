import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A few tests hash tens of thousands of draws: on a loaded 2-core machine 5 s is too short.
    testTimeout: 30_000,
  },
});
