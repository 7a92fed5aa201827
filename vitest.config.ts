import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const NODE_TESTS = [
  'server/**/*.test.ts',
  'contract/**/*.test.ts',
  'web/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];

/**
 * The node test files that replace a module (vi.mock): they need a module graph of their own, so they run
 * isolated, in the 'node-mocks' project. Every other node file shares its worker's modules with the files
 * before it (`isolate: false`): importing the app afresh for each of 160 files was a fifth of the suite.
 */
function mockingFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') mockingFiles(file, out);
    } else if (entry.name.endsWith('.test.ts') && /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')))
      out.push(file);
  }
  return out;
}
const MOCKING = ['server', 'contract', 'web', 'scripts', 'bench'].flatMap((dir) => mockingFiles(dir));

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
          include: NODE_TESTS,
          exclude: MOCKING,
          isolate: false,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'node-mocks', include: MOCKING, environment: 'node' },
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
