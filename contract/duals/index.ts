/**
 * Dual matches (issue 20), the contract's one folder for them: a dual and its requests and replies (dual.ts),
 * the scoring view (scoring.ts), the team result (dual-result.ts), live scores
 * (dual-live.ts), lineups and their rules (lineup*.ts);
 * the routes are in routes.ts.
 */
export * from './dual';
export * from './scoring';
export * from './dual-result';
export * from './dual-live';
export * from './lineup';
