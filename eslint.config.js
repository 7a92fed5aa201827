import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import folderCycles from './scripts/eslint-folder-cycles.mjs';

const features = fs.existsSync('web/features')
  ? fs
      .readdirSync('web/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// MUI's Tooltip sets its child's node in state during the commit; web/components/tooltip wraps it.
const muiTooltip = [
  { name: '@mui/material/Tooltip', message: 'Use web/components/tooltip/Tooltip.' },
  { name: '@mui/material', importNames: ['Tooltip'], message: 'Use web/components/tooltip/Tooltip.' },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      'e2e/.artifacts',
      'scripts/*.mjs',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.web.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins are async functions by contract, even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // No import circles, in the server, the web app, the contract and the benchmarks (type-only
  // imports do not count: they vanish at build time).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, .ts files are not read when the rule follows an import, and no circle is seen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.json', './tsconfig.web.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // No import circles between the folders of a layer either (two features importing each other
  // through different files): features point one way, server/modules/teams at the bottom. Type-only
  // imports count here. Our own rule (scripts/eslint-folder-cycles.mjs; docs/decisions.md says why).
  {
    files: ['server/modules/**/*.{ts,tsx}', 'web/features/**/*.{ts,tsx}', 'contract/**/*.{ts,tsx}'],
    plugins: { local: folderCycles },
    rules: {
      'local/no-folder-cycle': [
        'error',
        { root: import.meta.dirname, layers: ['server/modules', 'web/features', 'contract'] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/components/tooltip/**'],
    rules: { 'no-restricted-imports': ['error', { paths: muiTooltip }] },
  },
  // Features do not import each other (bulletproof-react boundary): one zone per feature folder.
  ...features.map((feature) => ({
    files: [`web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: muiTooltip,
          patterns: [
            {
              group: features
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `../${other}`,
                  `../${other}/**`,
                  `**/features/${other}/**`,
                  `../../${other}/**`,
                  `../../../${other}/**`,
                ]),
              message:
                'Features do not import each other; share through contract/ or web/lib, compose in app/routes.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/**/*.ts', 'contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'The server does not import web code.' }] },
      ],
    },
  },
);
