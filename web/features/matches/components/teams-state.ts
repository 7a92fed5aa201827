/** The signed-in user's team codes, from the navbar call (coach: skills; player: skill). */
export type TeamsState =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; teams: number[] };
