import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default on a 2-core machine is one worker; the tests wait on databases and
    // browsers' event loops often enough that two keep both cores busy (CI has two).
    maxWorkers: 2,
  },
});
