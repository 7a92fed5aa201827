import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH,
  MIX,
  drawRequest,
  heldRate,
  nextRate,
  percentile,
  randomSource,
  stepPasses,
  type StepResult,
} from './workload-mix';
import { workloadIds } from './workload-seed';

const step = (rate: number, p99Ms: number, errors = 0, achieved = rate): StepResult => ({
  rate,
  achieved,
  requests: rate * 20,
  errors,
  p50Ms: p99Ms / 4,
  p99Ms,
});

describe('the workload mix', () => {
  it('is 88% reads and 12% writes by weight', () => {
    const total = MIX.reduce((n, e) => n + e.weight, 0);
    const writes = MIX.filter((e) => e.write).reduce((n, e) => n + e.weight, 0);
    expect(total).toBe(100);
    expect(writes).toBe(12);
  });

  it('draws routes in their shares, from schools spread over the whole data set', () => {
    const rng = randomSource(7);
    const draws = 20_000;
    const counts = new Map<string, number>();
    const schools = new Set<number>();
    let writes = 0;
    for (let i = 0; i < draws; i++) {
      const r = drawRequest(rng, 20_000, '2026-11-25');
      counts.set(r.route, (counts.get(r.route) ?? 0) + 1);
      schools.add(r.user.schoolId);
      if (r.write) writes++;
    }
    for (const e of MIX)
      expect(Math.abs((counts.get(e.route) ?? 0) / draws - e.weight / 100)).toBeLessThan(0.01);
    expect(Math.abs(writes / draws - 0.12)).toBeLessThan(0.01);
    // 20,000 draws over 20,000 schools reach most of them (1 - 1/e of them on average).
    expect(schools.size).toBeGreaterThan(12_000);
    expect(Math.max(...schools)).toBeLessThanOrEqual(20_000);
  });

  it('names only users, teams and records of the drawn school, with the right role for each call', () => {
    const rng = randomSource(11);
    for (let i = 0; i < 2_000; i++) {
      const r = drawRequest(rng, 200, '2026-11-25');
      const school = workloadIds(r.user.schoolId, 200);
      const teamIds = school.teams.map((t) => t.id);
      if (r.user.kind === 'coach') {
        expect(school.coachIds).toContain(r.user.id);
        for (const t of r.user.teams) expect(teamIds).toContain(t);
      } else {
        const team = school.teams.find((t) => t.id === r.user.teams[0]);
        expect(team?.playerIds).toContain(r.user.id);
      }
      // Coach-only calls are made by coaches, poll answers by players.
      if (r.write) expect(r.user.kind).toBe(r.route.includes('poll-answer') ? 'player' : 'coach');
      if (r.route === 'PUT /api/auth/edit-tennis-match') {
        const body = JSON.parse(r.body!) as { TennisMatchID: number; WinnerList: { ID: number }[] };
        const team = school.teams.find((t) => t.matchIds.includes(body.TennisMatchID));
        expect(team).toBeDefined();
        expect(r.user.teams).toContain(team!.id);
        expect(team!.playerIds).toContain(body.WinnerList[0]!.ID);
      }
      if (r.route === 'PUT /api/auth/roster/swapPositions') {
        const body = new URLSearchParams(r.body);
        expect(body.get('stpid')).not.toBe(body.get('withStpid'));
      }
    }
  });

  it('draws the same requests from the same seed', () => {
    const a = randomSource(3);
    const b = randomSource(3);
    for (let i = 0; i < 100; i++)
      expect(drawRequest(a, 2000, '2026-11-25')).toEqual(drawRequest(b, 2000, '2026-11-25'));
  });
});

describe('the search for the held rate', () => {
  it('passes a step only with p99 under 100 ms, no error and the offered rate answered', () => {
    expect(stepPasses(step(500, 99.9))).toBe(true);
    expect(stepPasses(step(500, 100))).toBe(false);
    expect(stepPasses(step(500, 20, 1))).toBe(false);
    expect(stepPasses(step(500, 20, 0, 400))).toBe(false);
  });

  it('raises the rate while steps pass, then bisects between the last pass and the first failure', () => {
    const opts = { ...DEFAULT_SEARCH, startRate: 100, factor: 2, resolution: 1.1, maxSteps: 20 };
    const capacity = 700; // a server that holds exactly up to 700 req/s
    const steps: StepResult[] = [];
    for (let rate = nextRate(steps, opts); rate !== undefined; rate = nextRate(steps, opts)) {
      steps.push(step(rate, rate <= capacity ? 40 : 400));
    }
    expect(steps.slice(0, 5).map((s) => s.rate)).toEqual([100, 200, 400, 800, 566]);
    const held = heldRate(steps, opts);
    expect(held).toBeLessThanOrEqual(capacity);
    expect(held).toBeGreaterThan(capacity / 1.1);
    expect(steps.length).toBeLessThan(20);
  });

  it('stops at maxSteps, and goes down when even the first rate fails', () => {
    const opts = { ...DEFAULT_SEARCH, startRate: 100, factor: 2, maxSteps: 3 };
    expect(nextRate([step(100, 20), step(200, 20), step(400, 20)], opts)).toBeUndefined();
    expect(nextRate([step(100, 500)], opts)).toBe(50);
    expect(nextRate([step(100, 500), step(50, 500), step(25, 500)], { ...opts, maxSteps: 10 })).toBe(13);
    expect(heldRate([step(100, 500)], opts)).toBe(0);
  });

  it('reads percentiles by nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile([], 99)).toBe(0);
  });
});
