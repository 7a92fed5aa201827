import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import folderCycles from './eslint-folder-cycles.mjs';

// A throw-away tree: layer `mods` with folders a, b, c; a -> b and b -> a make a circle through
// different files, c -> a is one way.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-cycles-'));
const files: Record<string, string> = {
  'mods/a/one.ts': "import { two } from '../b/two';\nexport const one = two;\n",
  'mods/a/three.ts': 'export const three = 3;\n',
  'mods/b/two.ts': "import type { Three } from '../a/types';\nexport const two = 2 as Three;\n",
  'mods/a/types.ts': 'export type Three = number;\n',
  'mods/c/four.ts': "import { one } from '../a/one';\nexport const four = one;\n",
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function lint(name: string): string[] {
  const linter = new Linter({ cwd: root });
  const messages = linter.verify(
    files[name]!,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: folderCycles },
        rules: { 'local/no-folder-cycle': ['error', { root, layers: ['mods'] }] },
      },
    ],
    path.join(root, name),
  );
  return messages.map((m) => m.message);
}

describe('local/no-folder-cycle', () => {
  it('reports an import whose folder leads back, naming both folders and a file of each edge', () => {
    const [message, ...more] = lint('mods/a/one.ts');
    expect(more).toEqual([]);
    expect(message).toContain('mods/a imports mods/b here');
    expect(message).toContain('b -> a (mods/b/two.ts)');
  });

  it('counts type-only imports', () => {
    const [message] = lint('mods/b/two.ts');
    expect(message).toContain('mods/b imports mods/a here');
    expect(message).toContain('a -> b (mods/a/one.ts)');
  });

  it('leaves a one-way import alone', () => {
    expect(lint('mods/c/four.ts')).toEqual([]);
    expect(lint('mods/a/three.ts')).toEqual([]);
  });
});
