import { antiStackingPresetOf, DEFAULT_ANTI_STACKING_RULE, type Dual } from '../../../../contract/duals';
import { STARTS_AT } from './scoring-line.fixture';

/**
 * The dual page tests' dual (DualPage.test.tsx, NoShowPanel.test.tsx): the coach's own published home dual
 * against Eastside, typed by name, one singles line (Ana Diaz at S1), with `over`'s changes.
 */
export function ownDual(over: Partial<Dual> = {}): Dual {
  return {
    id: 5,
    rosterId: 1,
    teamType: 1,
    side: 1,
    opponent: { schoolId: null, name: 'Eastside', rosterId: null, invitation: 'none' },
    site: 'home',
    place: '',
    startsAt: STARTS_AT,
    timeZone: 'UTC',
    format: { preset: 'custom', singles: 1, doubles: 0 },
    published: true,
    publishedAt: STARTS_AT,
    result: { decided: false, winnerSide: null, linesWon: 0, linesLost: 0 },
    lines: [{ line: 'S1', kind: 'singles', scoreFormat: null }],
    rule: DEFAULT_ANTI_STACKING_RULE,
    rulePreset: antiStackingPresetOf(DEFAULT_ANTI_STACKING_RULE),
    schoolRule: null,
    lineup: [{ line: 'S1', players: [11] }],
    unavailable: [],
    roster: [{ id: 11, name: 'Ana Diaz', position: 1, available: true }],
    checks: [{ line: 'S1', violations: [] }],
    violations: [],
    opponentLineup: [{ line: 'S1', players: [{ id: null, name: 'Sam Ortiz' }] }],
    lineResults: [],
    publishReason: null,
    linkedBy: null,
    publicUrl: 'http://localhost/dual/abc',
    mayEdit: true,
    schoolName: 'Central',
    teamName: 'Varsity Boys',
    createdAt: STARTS_AT,
    updatedAt: STARTS_AT,
    ...over,
  };
}
