/**
 * Where the main thread goes on each page (issue 30): reads the full reports that
 * `LIGHTHOUSE_REPORT_DIR=dir npx tsx bench/lighthouse.ts` wrote and prints, per page, the median
 * over its runs of Lighthouse's `mainthread-work-breakdown` groups (script evaluation, parsing and
 * compiling, style and layout, rendering, garbage collection, HTML parsing, other), the share of
 * script time in our own bundles against the page's HTML and unattributed work (`bootup-time`),
 * the JavaScript requests and their transfer size, and the benchmark index. All times are
 * Lighthouse's (its 4x CPU slowdown applied), so they scale with the host's load: read them beside
 * the benchmark index. Run with `npx tsx bench/lighthouse-breakdown.ts dir`.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Lhr {
  environment: { benchmarkIndex: number };
  audits: Record<string, { details?: { items?: Array<Record<string, unknown>> } }>;
}

const GROUPS = [
  ['scriptEvaluation', 'script evaluation'],
  ['scriptParseCompile', 'parse + compile'],
  ['styleLayout', 'style + layout'],
  ['paintCompositeRender', 'rendering'],
  ['garbageCollection', 'GC'],
  ['parseHTML', 'HTML + CSS parse'],
  ['other', 'other'],
] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const items = (lhr: Lhr, id: string) => lhr.audits[id]?.details?.items ?? [];

function figures(lhr: Lhr): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items(lhr, 'mainthread-work-breakdown')) out[String(item.group)] = Number(item.duration);
  let bundles = 0;
  let unattributed = 0;
  for (const item of items(lhr, 'bootup-time')) {
    const url = String(item.url);
    if (url.includes('/assets/')) bundles += Number(item.scripting);
    else unattributed += Number(item.scripting);
  }
  const scripts = items(lhr, 'network-requests').filter((r) => r.resourceType === 'Script');
  out.bundles = bundles;
  out.unattributed = unattributed;
  out.jsRequests = scripts.length;
  out.jsKb = scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024;
  out.benchmarkIndex = lhr.environment.benchmarkIndex;
  return out;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npx tsx bench/lighthouse-breakdown.ts <LIGHTHOUSE_REPORT_DIR>');
  process.exit(2);
}
const byPage = new Map<string, Array<Record<string, number>>>();
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const page = `/${file.replace(/-\d+\.json$/, '').replace(/_/g, '/')}`;
  const lhr = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Lhr;
  byPage.set(page, [...(byPage.get(page) ?? []), figures(lhr)]);
}
const s = (ms: number) => (ms / 1000).toFixed(2);
console.log(
  `| page | ${GROUPS.map(([, label]) => label).join(' | ')} | our bundles' scripting | page + unattributed scripting | JS requests, KB | benchmark index |`,
);
console.log(`|${' --- |'.repeat(GROUPS.length + 5)}`);
for (const [page, runs] of byPage) {
  const m = (key: string) => median(runs.map((r) => r[key] ?? 0));
  console.log(
    `| \`${page}\` | ${GROUPS.map(([group]) => s(m(group))).join(' | ')} | ${s(m('bundles'))} | ${s(
      m('unattributed'),
    )} | ${Math.round(m('jsRequests'))}, ${m('jsKb').toFixed(0)} | ${Math.round(m('benchmarkIndex'))} |`,
  );
}
console.log(`\nSeconds of main thread (Lighthouse's 4x CPU slowdown), median of the runs in ${dir}.`);
