/**
 * First-load JavaScript of each main page (issue 30), read from the built app (dist/web), no
 * browser: the Vite manifest (`dist/web/.vite/manifest.json`) names the chunk of index.html's entry
 * and of each lazy route, and the chunks each statically imports. A page's first load is the
 * entry's chunks plus those of the route modules its first navigation loads (for a signed-in page:
 * the session decoder, the app's shell and the page's route; for a player's home also the duals
 * panel it shows), each chunk counted once. The figures are the `.br` files the build writes
 * beside each chunk (what the server sends) and the number of JavaScript requests.
 *
 * Deterministic: the same build gives the same figures on any machine, so they are what the budget
 * (`bench/first-load-budget.json`) holds. `npx tsx bench/first-load.ts` prints the table (building
 * the app when stale); `--write-budget` records the current figures as the budget; `--check` exits
 * 1 when a page's brotli bytes or requests exceed its budget by more than 10 % (a step of
 * `npm test`, scripts/test.mjs; the rule itself is tested in `bench/first-load.test.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const BUDGET_FILE = path.join(root, 'bench', 'first-load-budget.json');
/** How far over its budget a page's first load may grow before the check fails. */
export const BUDGET_SLACK = 0.1;

/** The pages of issue 30's targets, with the route modules (manifest keys) their first load runs. */
export const FIRST_LOAD_PAGES: Record<string, string[]> = {
  '/coachlogin': ['app/routes/coach-login.tsx'],
  '/ladder/{team} (coach)': ['lib/session.ts', 'app/routes/app-layout.tsx', 'app/routes/ladder-team.tsx'],
  '/ladder/{team} (player home)': [
    'lib/session.ts',
    'app/routes/app-layout.tsx',
    'app/routes/ladder-team.tsx',
    'features/duals/components/MyDuals.tsx',
  ],
  '/matches/{type}/{team}': ['lib/session.ts', 'app/routes/app-layout.tsx', 'app/routes/matches-list.tsx'],
  '/tournaments': ['lib/session.ts', 'app/routes/app-layout.tsx', 'app/routes/tournaments.tsx'],
  '/announcements/{team}/...': [
    'lib/session.ts',
    'app/routes/app-layout.tsx',
    'app/routes/announcements-app.tsx',
  ],
  '/calendar': ['lib/session.ts', 'app/routes/app-layout.tsx', 'app/routes/calendar.tsx'],
  '/duals/{team}/{id}': ['lib/session.ts', 'app/routes/app-layout.tsx', 'app/routes/dual.tsx'],
  '/dual/{token} (public)': ['app/routes/public-dual.tsx'],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  page: string;
  /** JavaScript requests of the first load. */
  requests: number;
  /** Their brotli bytes (the `.br` files the server sends). */
  brotliBytes: number;
}

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the app (npx vite build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk files a first load of `modules` fetches: the entry's and the modules' static imports. */
export function firstLoadFiles(manifest: Manifest, modules: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const module of modules) visit(module);
  return [...files];
}

export function measureFirstLoad(dist = path.join(root, 'dist', 'web')): FirstLoad[] {
  const manifest = readManifest(dist);
  return Object.entries(FIRST_LOAD_PAGES).map(([page, modules]) => {
    const files = firstLoadFiles(manifest, modules).filter((file) => file.endsWith('.js'));
    const brotliBytes = files.reduce((sum, file) => sum + fs.statSync(path.join(dist, `${file}.br`)).size, 0);
    return { page, requests: files.length, brotliBytes };
  });
}

export type Budget = Record<string, { requests: number; brotliBytes: number }>;

export function readBudget(): Budget {
  return JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as Budget;
}

/** The pages whose first load exceeds its budget by more than BUDGET_SLACK, one line each. */
export function overBudget(loads: FirstLoad[], budget: Budget): string[] {
  const over: string[] = [];
  for (const load of loads) {
    const allowed = budget[load.page];
    if (!allowed) {
      over.push(`${load.page}: no budget recorded (npx tsx bench/first-load.ts --write-budget)`);
      continue;
    }
    for (const key of ['brotliBytes', 'requests'] as const) {
      const limit = Math.floor(allowed[key] * (1 + BUDGET_SLACK));
      if (load[key] > limit)
        over.push(`${load.page}: ${key} ${load[key]} > ${limit} (budget ${allowed[key]} + 10 %)`);
    }
  }
  return over;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildWebIfStale } = (await import('../scripts/web-build.mjs')) as { buildWebIfStale: () => void };
  buildWebIfStale();
  const loads = measureFirstLoad();
  const budget = fs.existsSync(BUDGET_FILE) ? readBudget() : {};
  console.log('| page | first-load JS, KB brotli | requests | budget KB / requests |');
  console.log('| --- | --- | --- | --- |');
  for (const load of loads) {
    const allowed = budget[load.page];
    console.log(
      `| \`${load.page}\` | ${kb(load.brotliBytes)} | ${load.requests} | ${
        allowed ? `${kb(allowed.brotliBytes)} / ${allowed.requests}` : '-'
      } |`,
    );
  }
  if (process.argv.includes('--write-budget')) {
    const next: Budget = Object.fromEntries(
      loads.map(({ page, requests, brotliBytes }) => [page, { requests, brotliBytes }]),
    );
    fs.writeFileSync(BUDGET_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Budget written to ${path.relative(root, BUDGET_FILE)}.`);
  }
  if (process.argv.includes('--check')) {
    const over = overBudget(loads, readBudget());
    for (const line of over) console.error(line);
    process.exit(over.length ? 1 : 0);
  }
}
