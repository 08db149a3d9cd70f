import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds one template database; each test file gets its own copy of it.
    globalSetup: ['test/helpers/global-setup.ts'],
    // Files share one module graph per worker: importing the server (Fastify, oidc-provider,
    // every route) cost ~2 s a file, most of the project's time. Each file still builds its own
    // app and database, so no state is shared through them. Two workers use both CI cores.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
