import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    // Timeouts only catch a hung test; they are wide so a busy machine (load 25 on 2 cores) never fails a slow but correct one.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'web/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Web component tests: Testing Library in jsdom, requests answered by typed stubs (web/test).
        extends: true,
        // What vite.config.ts puts in at build time.
        define: { __APP_VERSION__: JSON.stringify(version) },
        test: {
          name: 'web',
          include: ['web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
