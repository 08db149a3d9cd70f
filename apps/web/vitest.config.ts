import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Screens render through lazy routes in jsdom: on a loaded 2-core machine 5 s is too short.
    testTimeout: 20_000,
  },
});
