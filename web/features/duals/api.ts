import {
  onlineManager,
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type Mutation,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { TeamType } from '../../../contract/common';
import { dualRoutes, publicDualRoutes } from '../../../contract/duals/routes';
import { leaguesRoutes } from '../../../contract/leagues/routes';
import type {
  CreateDualBody,
  Dual,
  DualLineResultBody,
  DualScoring,
  LiveSet,
  PublishDualBody,
  SaveLineupBody,
} from '../../../contract/duals';
import type { AntiStackingRule, LineName } from '../../../contract/duals';
import { ApiError, newIdempotencyKey } from '../../lib/api-client';
import { call } from '../../lib/call';
import { forgetQueuedChange, isWaiting, OFFLINE_QUEUE, type QueuedChange } from '../../lib/offline-queue';

/**
 * The dual match calls (contract/duals/routes.ts): query keys, query options, and what each change refreshes.
 * A dual's pages keep one copy of it, its view (the dual from the caller's seat with its scoring view); every
 * change answers with that view and puts it into the cache; it marks stale only the lists that carry a copy
 * (a team's duals, a player's duals, the invitations). A refusal refreshes the dual: it often means the page
 * is stale.
 */

/** A dual as its pages read it: the dual itself (null for a seat that reads only its scoring) and its scoring view. */
export interface DualView {
  dual: Dual | null;
  scoring: DualScoring;
}

export const dualKeys = {
  all: ['duals'] as const,
  lists: ['duals', 'list'] as const,
  list: (team: TeamType) => [...dualKeys.lists, team] as const,
  detail: (id: number) => [...dualKeys.all, 'detail', id] as const,
  schools: ['duals', 'opponent-schools'] as const,
  mine: ['duals', 'mine'] as const,
  invitations: ['duals', 'invitations'] as const,
  rule: (rosterId: number) => ['team-lineup-rule', rosterId] as const,
  public: (token: string) => ['public-dual', token] as const,
};

/** The lists that show a copy of a dual (its summary, result or invitation). */
const LIST_KEYS: readonly QueryKey[] = [dualKeys.lists, dualKeys.mine, dualKeys.invitations];

/** A team's duals and its record. */
export const dualListQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: dualKeys.list(team),
    queryFn: ({ signal }) => call(dualRoutes.list, { query: { skillLevel: team } }, { signal }),
    staleTime: 0,
  });

/**
 * One dual from the caller's seat (GET /duals/{id}/scoring, which either school's coach or player may read):
 * the dual with its lineup, the rule's checks and the team's roster when the caller may read it, and the line
 * results from the caller's side.
 */
export const dualQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dualKeys.detail(id),
    queryFn: async ({ signal }): Promise<DualView> => {
      const { dual, scoring } = await call(dualRoutes.scoring, { params: { id } }, { signal });
      return { dual, scoring };
    },
    staleTime: 0,
    retry: false,
  });

/** The other schools of this Courtside. */
export const opponentSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: dualKeys.schools,
    queryFn: async ({ signal }) => (await call(dualRoutes.opponentSchools, {}, { signal })).schools,
  });

/** A player's upcoming published duals with their lines. */
export const myDualsQueryOptions = () =>
  queryOptions({
    queryKey: dualKeys.mine,
    queryFn: async ({ signal }) => (await call(dualRoutes.mine, {}, { signal })).duals,
  });

/** Duals other schools invited this coach's teams to. */
export const dualInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: dualKeys.invitations,
    queryFn: async ({ signal }) => (await call(dualRoutes.invitations, {}, { signal })).duals,
    staleTime: 0,
  });

/** The team's anti-stacking rule. */
export const teamRuleQueryOptions = (rosterId: number) =>
  queryOptions({
    queryKey: dualKeys.rule(rosterId),
    queryFn: ({ signal }) => call(dualRoutes.teamRule, { params: { id: rosterId } }, { signal }),
  });

/**
 * The public page reads again this often while it is visible and its live stream (live.ts) is not connected
 * (before it connects, or while the server refuses it); a connected stream brings every change at once.
 */
export const PUBLIC_REFRESH_MS = 30_000;

/** Signed out: a published dual's lineups and results; `live`: its live stream is connected. */
export const publicDualQueryOptions = (token: string, live = false) =>
  queryOptions({
    queryKey: dualKeys.public(token),
    queryFn: ({ signal }) =>
      call(publicDualRoutes.publicDual, { params: { token } }, { signal, sessionHandling: false }),
    retry: false,
    refetchInterval: live ? false : PUBLIC_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

function refresh(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The dual's view a change answered with, in the cache; the lists carrying a copy marked stale. */
function keepView(queryClient: QueryClient, { dual, scoring }: DualView) {
  queryClient.setQueryData<DualView>(dualKeys.detail(scoring.id), { dual, scoring });
  return refresh(queryClient, LIST_KEYS);
}

/** A change of dual `id` (null: of no dual yet): its reply kept by `keep`, a refusal refreshing the dual. */
function useDualMutation<TVariables, TResult>(
  id: (variables: TVariables) => number | null,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  keep: (queryClient: QueryClient, result: TResult, variables: TVariables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => keep(queryClient, result, variables),
    onError: (_error, variables) => {
      const dualId = id(variables);
      return refresh(queryClient, dualId === null ? LIST_KEYS : [...LIST_KEYS, dualKeys.detail(dualId)]);
    },
  });
}

export function useCreateDual() {
  return useDualMutation(
    () => null,
    (body: CreateDualBody) => call(dualRoutes.create, { body }),
    (queryClient, reply) => keepView(queryClient, reply),
  );
}

export function useDeleteDual() {
  return useDualMutation(
    (id: number) => id,
    (id: number) => call(dualRoutes.delete, { params: { id } }),
    (queryClient, reply) => {
      queryClient.removeQueries({ queryKey: dualKeys.detail(reply.id) });
      return refresh(queryClient, LIST_KEYS);
    },
  );
}

/** Saves the team's lineup. */
export function useSaveLineup(id: number) {
  return useDualMutation(
    () => id,
    (body: SaveLineupBody) => call(dualRoutes.saveLineup, { params: { id }, body }),
    (queryClient, reply) => keepView(queryClient, reply),
  );
}

/** The server's check of an unsaved lineup (the page checks locally too). */
export function checkLineupOnServer(id: number, body: SaveLineupBody) {
  return call(dualRoutes.check, { params: { id }, body });
}

/** Publishes the lineup (with a reason when it breaks the rule). */
export function usePublishDual(id: number) {
  return useDualMutation(
    () => id,
    (body: PublishDualBody) => call(dualRoutes.publish, { params: { id }, body }),
    (queryClient, reply) => keepView(queryClient, reply),
  );
}

/**
 * A line's result as queued on the device (issue 33): sent at once when online, else kept with its
 * Idempotency-Key until the connection returns. It carries the line's result as the coach saw it
 * (`body.expected`): when another coach changed the line meanwhile, the server refuses it (409
 * dual_line_changed) and the dual's page shows both to choose from (ResultsSection).
 */
export interface QueuedLineResult extends QueuedChange {
  dualId: number;
  line: LineName;
  body: DualLineResultBody;
}

const lineResultKey = [...dualKeys.all, 'line-result'] as const;

/** A line result's call and what its answer changes: the hook's, and the queue's after a reload. */
function lineResultOptions(client: QueryClient) {
  return {
    ...OFFLINE_QUEUE,
    mutationKey: lineResultKey,
    mutationFn: (queued: QueuedLineResult) =>
      call(
        dualRoutes.enterResult,
        { params: { id: queued.dualId, line: queued.line }, body: queued.body },
        { idempotencyKey: queued.idempotencyKey, networkErrorPage: false },
      ),
    onSuccess: (reply: DualView, queued: QueuedLineResult) => {
      forgetQueuedChange(client, queued);
      return keepView(client, reply);
    },
    onError: (_error: unknown, queued: QueuedLineResult) =>
      refresh(client, [...LIST_KEYS, dualKeys.detail(queued.dualId)]),
  };
}

/** The line result's call for the offline queue (registered once on the signed-in app's query client). */
export function registerDualMutations(client: QueryClient): void {
  client.setMutationDefaults(lineResultKey, lineResultOptions(client));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mutation of the cache, read by its key
type AnyMutation = Mutation<any, any, any, any>;
const queuedOf = (m: AnyMutation) => m.state.variables as QueuedLineResult;

/**
 * A line's result: `save` sends it (or queues it when offline, then `onDone` runs at once); `waiting`
 * lists the results of this dual waiting to be sent, `refused` those the server refused since (a
 * conflict to resolve), each with its mutation to dismiss.
 */
export function useSaveLineResult(id: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation<DualView, Error, QueuedLineResult>(lineResultOptions(queryClient));
  const ofDual = (m: AnyMutation) => queuedOf(m).dualId === id;
  const waiting = useMutationState({
    filters: { mutationKey: lineResultKey, predicate: (m) => ofDual(m) && isWaiting(m.state) },
    select: queuedOf,
  });
  const refused = useMutationState({
    filters: { mutationKey: lineResultKey, status: 'error', predicate: ofDual },
    select: (m) => ({ queued: queuedOf(m), error: m.state.error }),
  });
  const save = (line: LineName, body: DualLineResultBody, onDone: () => void) => {
    const queued: QueuedLineResult = {
      dualId: id,
      line,
      body,
      idempotencyKey: newIdempotencyKey(),
      queuedAt: Date.now(),
      what: 'line-score',
    };
    if (!onlineManager.isOnline()) {
      mutation.mutate(queued);
      onDone();
      return;
    }
    mutation.mutate(queued, {
      onSuccess: onDone,
      // Changed meanwhile: the dialog closes and the page shows both results to choose from.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'dual_line_changed') onDone();
      },
    });
  };
  /** Forgets a refused result (the coach chose the line's result as it is, or entered theirs again). */
  const dismiss = (queued: QueuedLineResult) => forgetQueuedChange(queryClient, queued);
  return {
    save,
    waiting,
    refused,
    dismiss,
    // Waiting for the connection is shown as waiting, not as a save in progress.
    isPending: mutation.isPending && !isWaiting(mutation),
    error: mutation.error,
    reset: mutation.reset,
  };
}

/** A line's live score as it is played (issue 33): its whole score so far, side 1 first. */
export function useSaveLiveScore(id: number) {
  return useDualMutation(
    () => id,
    ({ line, sets }: { line: LineName; sets: LiveSet[] }) =>
      call(dualRoutes.liveScore, { params: { id, line }, body: { sets } }),
    (queryClient, reply) => keepView(queryClient, reply),
  );
}

/** The other coach's answer to a line's result: confirmed, or disputed with a reason. */
export function useAnswerLine(id: number) {
  return useDualMutation(
    () => id,
    ({ line, dispute }: { line: LineName; dispute?: string }) =>
      dispute === undefined
        ? call(dualRoutes.confirmResult, { params: { id, line } })
        : call(dualRoutes.disputeResult, { params: { id, line }, body: { reason: dispute } }),
    (queryClient, reply) => keepView(queryClient, reply),
  );
}

/** The dual's coach invites the opponent school's coaches to link a team. */
export function useInviteOpponent() {
  return useDualMutation(
    (id: number) => id,
    (id: number) => call(dualRoutes.invite, { params: { id } }),
    (queryClient, reply) => keepView(queryClient, reply),
  );
}

/** Accepts an invitation, linking a team (`rosterId`), or declines it (null); answers the dual's id. */
export function useAnswerInvitation() {
  return useDualMutation(
    ({ id }: { id: number; rosterId: number | null }) => id,
    async ({ id, rosterId }: { id: number; rosterId: number | null }) => {
      if (rosterId === null) {
        await call(dualRoutes.declineInvitation, { params: { id } });
        return { id, view: null };
      }
      const reply = await call(dualRoutes.acceptInvitation, { params: { id }, body: { rosterId } });
      return { id: reply.scoring.id, view: reply };
    },
    (queryClient, { view }) =>
      view === null ? refresh(queryClient, LIST_KEYS) : keepView(queryClient, view),
  );
}

/** Side 2's lineup: names typed by the dual's coach, or the linked team's players by its coach. */
export function useSaveOpponentLineup(id: number) {
  return useDualMutation(
    () => id,
    (lineup: { line: LineName; players: ({ id: number } | { name: string } | null)[] }[]) =>
      call(dualRoutes.saveOpponentLineup, { params: { id }, body: { lineup } }),
    (queryClient, reply) => keepView(queryClient, reply),
  );
}

/** The linked opponent's coach publishes their lineup. */
export function usePublishOpponentLineup(id: number) {
  return useDualMutation(
    () => id,
    (reason?: string) =>
      call(dualRoutes.publishOpponentLineup, {
        params: { id },
        body: reason === undefined ? {} : { reason },
      }),
    (queryClient, reply) => keepView(queryClient, reply),
  );
}

/** The dual's coach withdraws the invitation or unlinks the team. */
export function useUnlinkOpponent() {
  return useDualMutation(
    (id: number) => id,
    (id: number) => call(dualRoutes.unlink, { params: { id } }),
    (queryClient, reply) => keepView(queryClient, reply),
  );
}

/** Saves a team's anti-stacking rule. */
export function useSaveTeamRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rosterId, rule }: { rosterId: number; rule: AntiStackingRule }) =>
      call(dualRoutes.saveTeamRule, { body: { id: rosterId, rule } }),
    onSuccess: (reply, { rosterId }) => queryClient.setQueryData(dualKeys.rule(rosterId), reply),
  });
}

/**
 * A no-show on a league dual (issue 35): the league's route recomputes the lineup; the dual (now a draft again)
 * is read afresh.
 */
export function useMarkNoShow(leagueId: number, dualId: number) {
  return useDualMutation(
    () => dualId,
    (playerId: number) =>
      call(leaguesRoutes.noShow, { params: { id: leagueId, dualId }, body: { playerId } }),
    (queryClient) => refresh(queryClient, [...LIST_KEYS, dualKeys.detail(dualId)]),
  );
}
