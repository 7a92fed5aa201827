// ESLint rule 'local/no-folder-cycle': no import circle between the folders of one layer
// (server/modules/*, web/features/*, contract/*). import-x/no-cycle sees circles between files;
// this one sees two folders that import each other through different files, which import-x does
// not. Type-only imports count: a folder that names another's types depends on it.
//
// The folder graph is built once per lint run from the files on disk (every .ts/.tsx under each
// layer, relative import specifiers read by TypeScript's pre-processor). Each import whose target
// folder leads back to the importing folder is reported, naming the two folders, this file and a
// file of each edge on the way back.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The unit of a layer a file belongs to: its first segment below the layer (a folder, or a file at the layer's top). */
function unitOf(layerDir, file) {
  const rel = path.relative(layerDir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0];
}

/** The file an import specifier names, as TypeScript resolves it (`./duals` is duals.ts before duals/index.ts). */
function resolveImport(fromFile, spec) {
  const target = path.resolve(path.dirname(fromFile), spec.replace(/\.js$/, ''));
  for (const ext of ['.ts', '.tsx', '.mts', '.d.ts']) if (fs.existsSync(target + ext)) return target + ext;
  if (fs.existsSync(target) && fs.statSync(target).isFile()) return target;
  return path.join(target, 'index.ts');
}

/** Relative import specifiers of a file: imports, re-exports, `import type`, dynamic `import()`. */
export function importSpecifiers(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => s.startsWith('.'));
}

/** layer -> Map(from unit -> Map(to unit -> first file (relative to root) that imports it)). */
export function folderGraph(root, layerDir) {
  const layer = path.resolve(root, layerDir);
  const graph = new Map();
  for (const file of sourceFiles(layer)) {
    const from = unitOf(layer, file);
    for (const spec of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const to = unitOf(layer, resolveImport(file, spec));
      if (to === null || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, path.relative(root, file));
    }
  }
  return graph;
}

/** A path of edges from `start` to `goal` (breadth first, so the shortest), or null. */
export function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const edges = [];
      for (let node = goal; cameFrom.get(node) !== null; node = cameFrom.get(node).from) {
        edges.unshift(cameFrom.get(node));
      }
      return edges;
    }
    for (const [to, file] of graph.get(at) ?? []) {
      if (!cameFrom.has(to)) {
        cameFrom.set(to, { from: at, to, file });
        queue.push(to);
      }
    }
  }
  return null;
}

const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles between the folders of a layer' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, layers: { type: 'array', items: { type: 'string' } } },
      },
    ],
    messages: {
      cycle:
        'Folder circle: {{layer}}/{{from}} imports {{layer}}/{{to}} here, and {{layer}}/{{to}} leads back: {{back}}. Folders point one way: move what both need into a lower folder, or pass it in from the caller.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const layers = context.options[0]?.layers ?? [];
    const file = context.filename;
    const layerDir = layers.find((l) => unitOf(path.resolve(root, l), file) !== null);
    if (!layerDir) return {};
    const layer = path.resolve(root, layerDir);
    const key = `${root}\0${layerDir}`;
    if (!graphs.has(key)) graphs.set(key, folderGraph(root, layerDir));
    const graph = graphs.get(key);
    const from = unitOf(layer, file);

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = unitOf(layer, resolveImport(file, spec));
      if (to === null || to === from) return;
      const back = pathBetween(graph, to, from);
      if (!back) return;
      context.report({
        node,
        messageId: 'cycle',
        data: {
          layer: layerDir,
          from,
          to,
          back: back.map((e) => `${e.from} -> ${e.to} (${e.file})`).join(', '),
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'no-folder-cycle': noFolderCycle } };
