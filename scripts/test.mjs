// npm test: typecheck, lint, unit + API tests (PGlite, then PostgreSQL when TEST_DATABASE_URL is
// set), the web component tests (jsdom), the first-load JavaScript budget (bench/first-load.ts) and the
// end-to-end suite in Chromium. Ends with one 'N passed, N failed' line.
//
// The steps run in two lanes, one per core: each lane takes the next step from one queue (the
// journeys, typecheck and lint, the PGlite suite, ...), so neither core idles while the other still
// has a queue. A step's output goes to a file and is printed when it ends.
// TEST_STEPS=checks or TEST_STEPS=e2e runs one part alone, in one lane, in this terminal.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-test-'));
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
/** Each failed test's file, name and first error line: printed again at the very end, where CI's tail shows it. */
const failures = [];
/** The first line of an error message that says something, without colour codes. */
const firstLine = (message) =>
  String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean) ?? '';
/** A step's file in the reports folder, named after its label. */
const reportFile = (label, ext) => path.join(reports, `${label.replace(/[^a-z0-9]+/gi, '-')}.${ext}`);
const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * Runs one command to its end: its output to this terminal (one lane) or to a file printed when it
 * ends (two lanes, so two steps' lines never mix).
 */
function run(label, cmd, args, env = {}, { quiet = false } = {}) {
  const started = Date.now();
  const log = reportFile(label, 'log');
  const out = quiet ? fs.openSync(log, 'w') : 'inherit';
  if (!quiet) console.log(`\n=== ${label}`);
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (quiet) {
        fs.closeSync(out);
        console.log(`\n=== ${label}`);
        process.stdout.write(fs.readFileSync(log));
      }
      console.log(
        `=== ${label}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
      if (code !== 0) failedSteps.push(label);
      resolve(code === 0);
    });
  });
}

function countVitest(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    for (const f of r.testResults ?? []) {
      const rel = path.relative(root, f.name);
      const failed = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed) failures.push(`${rel} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      // A file that failed outside its tests (an import, a hook).
      if (f.status === 'failed' && !failed.length) failures.push(`${rel}: ${firstLine(f.message)}`);
    }
  } catch {
    totals.failed += 1;
    failures.push(`${path.basename(file)}: no report`);
  }
}

function countPlaywright(file) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += r.stats.expected + r.stats.flaky;
    totals.failed += r.stats.unexpected;
    const walk = (suite, titles) => {
      const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const results = t.results ?? [];
          const last = results[results.length - 1];
          const name = `${spec.file}:${spec.line} > ${[...here, spec.title].join(' > ')}`;
          if (t.status === 'unexpected') failures.push(`${name}: ${firstLine(last?.error?.message)}`);
          else if (t.status === 'flaky') failures.push(`(flaky, passed on retry) ${name}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const suite of r.suites ?? []) walk(suite, []);
    for (const e of r.errors ?? []) failures.push(`playwright: ${firstLine(e.message)}`);
  } catch {
    totals.failed += 1;
    failures.push(`${path.basename(file)}: no report`);
  }
}

async function withFreshDatabase(baseUrl, fn) {
  const name = `courtside_e2e_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

/**
 * The test files of the server and the benchmarks that open a database (directly, through the test
 * app, the route fuzzer or the benchmarks' many-school world): the ones the PostgreSQL run repeats. The
 * others (rules, the draw engine's comparisons, texts) test no database and run once.
 */
function databaseTestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (
        entry.name.endsWith('.test.ts') &&
        /buildTestApp|openTestDatabase|openDatabase|DATABASE_URL|fuzz-suite|explainWorld/.test(
          fs.readFileSync(path.join(root, rel), 'utf8'),
        )
      )
        files.push(rel);
    }
  };
  walk('server');
  walk('bench');
  return files;
}

function vitestStep(label, args, env, quiet) {
  const json = reportFile(label, 'json');
  return run(
    label,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    env,
    { quiet },
  ).then((ok) => {
    countVitest(json);
    return ok;
  });
}

/**
 * The steps but the journeys, in the order a free lane takes them: typecheck and lint first (one process,
 * one core, beside the journeys' one), then the PGlite suite (two workers); started beside the journeys
 * instead, the suite's two workers and the journeys starved each other (1,507 s and 1,748 s, against 970 s
 * and 1,346 s in this order).
 */
const checks = [
  {
    label: 'typecheck + lint',
    run: (quiet) => run('typecheck + lint', 'npm', ['run', '--silent', 'check'], {}, { quiet }),
  },
  {
    label: 'unit + API tests on PGlite',
    run: (quiet) =>
      vitestStep(
        'unit + API tests on PGlite',
        ['--project', 'node', '--project', 'node-mocks'],
        // With PostgreSQL beside it, the route fuzzer's full 200 hostile requests per route run there
        // and 50 (other random ones) here: the routes' answers do not depend on the engine, and 200 on
        // PGlite took four minutes of a worker (docs/decisions.md).
        { TEST_DATABASE_URL: '', ...(pgUrl && !process.env.FUZZ_CASES ? { FUZZ_CASES: '50' } : {}) },
        quiet,
      ),
  },
  ...(pgUrl
    ? [
        {
          label: 'API tests on PostgreSQL',
          run: (quiet) =>
            vitestStep(
              'API tests on PostgreSQL',
              ['--project', 'node', '--project', 'node-mocks', ...databaseTestFiles()],
              { TEST_DATABASE_URL: pgUrl },
              quiet,
            ),
        },
      ]
    : []),
  // The web app's component tests (jsdom, typed request stubs: web/test): no server, no browser.
  {
    label: 'web component tests',
    run: (quiet) => vitestStep('web component tests', ['--project', 'web'], {}, quiet),
  },
  // Each main page's first-load JavaScript (KB brotli, requests) from the built app's manifest, held
  // to bench/first-load-budget.json + 10 % (issue 30).
  {
    label: 'first-load JavaScript budget',
    run: (quiet) =>
      run('first-load JavaScript budget', bin('tsx'), ['bench/first-load.ts', '--check'], {}, { quiet }),
  },
];

/**
 * The journeys: on PGlite, then the sign-in journeys on PostgreSQL. One step: both use the e2e port
 * and server, one after the other.
 */
const journeys = {
  label: 'journeys',
  run: async (quiet) => {
    const e2eReport = path.join(reports, 'playwright.json');
    const runE2e = async (env, specs = []) => {
      await run(
        env.E2E_DATABASE_URL
          ? `e2e on PostgreSQL (${specs.length ? specs.join(', ') : 'all journeys'})`
          : 'e2e on PGlite',
        'node',
        ['scripts/e2e.mjs', ...specs],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, ...env },
        { quiet },
      );
      countPlaywright(e2eReport);
    };
    await runE2e({ E2E_DATABASE_URL: '' });
    // On PostgreSQL the whole API suite runs above; the sign-in journeys run there in the browser
    // too (all of them with E2E_ON_POSTGRES=all), which keeps CI within its time budget
    // (docs/decisions.md).
    if (pgUrl && process.env.E2E_ON_POSTGRES !== '0') {
      const specs = process.env.E2E_ON_POSTGRES === 'all' ? [] : ['e2e/sign-in.spec.ts'];
      await withFreshDatabase(pgUrl, (url) => runE2e({ E2E_DATABASE_URL: url }, specs));
    }
  },
};

/** Runs the queue in `lanes` lanes: a free lane takes the next step. */
async function runLanes(queue, lanes) {
  const next = [...queue];
  const lane = async () => {
    for (let step = next.shift(); step; step = next.shift()) await step.run(lanes > 1);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

const part = process.env.TEST_STEPS;
// Every step needs the built app (the journeys and the budget): built once, before the lanes start.
if (part !== 'checks') buildWebIfStale();
if (part === 'checks') await runLanes(checks, 1);
else if (part === 'e2e') await runLanes([journeys], 1);
else await runLanes([journeys, ...checks], 2);

if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nAll steps passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
