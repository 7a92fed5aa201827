/** The lineup module's old address, kept while server/modules/ladder/team-lineup-rule.ts imports it (see contract/duals). */
export * from './duals/lineup';
