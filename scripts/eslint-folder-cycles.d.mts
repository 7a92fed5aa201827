import type { ESLint } from 'eslint';

/** The 'local' ESLint plugin with its rule 'no-folder-cycle' (options: `{ root, layers }`). */
declare const plugin: ESLint.Plugin;
export default plugin;
