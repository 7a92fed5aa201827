import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'web/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // Timeouts only catch a hung test; they are wide so a busy machine (load 25 on 2 cores) never fails a slow but correct one.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
