import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamType } from '../../../contract/common';
import { LIST_IS_EMPTY } from '../../../contract/ladder';
import { ladderRoutes } from '../../../contract/ladder/routes';
import type { CommunicationContact, OutreachLevel } from '../../../contract/outreach';
import { outreachRoutes } from '../../../contract/outreach/routes';
import { call } from '../../lib/call';

/** Everything of the outreach page lives under this key. */
const outreachKey = ['outreach'] as const;
const contactsKey = (level: OutreachLevel) => [...outreachKey, 'contacts', level] as const;

/** The school's list for one audience, by name. */
export const contactsQueryOptions = (level: OutreachLevel) =>
  queryOptions({
    queryKey: contactsKey(level),
    queryFn: async ({ signal }) =>
      (await call(outreachRoutes.contacts, { params: { skillLevel: level } }, { signal })).data,
    staleTime: 0,
  });

/** A player of one of the coach's teams, as the "existing player" choice offers them. */
export interface TeamPlayer {
  playerId: number;
  firstName: string;
  lastName: string;
  team: TeamType;
}

/** The players of one of the coach's teams. */
export const teamPlayersQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: [...outreachKey, 'players', team],
    queryFn: async ({ signal }): Promise<TeamPlayer[]> => {
      const reply = await call(ladderRoutes.roster, { query: { skillLevel: team } }, { signal });
      if (reply.res === LIST_IS_EMPTY) return [];
      return reply.res.map((p) => ({
        playerId: p.PlayerID,
        firstName: p.FirstName,
        lastName: p.LastName,
        team,
      }));
    },
  });

export interface NewPersonValues {
  firstName: string;
  lastName: string;
  email: string;
  pn: string;
}

export type AddContactRequest =
  | ({ kind: 'person'; level: OutreachLevel } & NewPersonValues)
  | { kind: 'player'; level: OutreachLevel; pid: number };

/** A new contact: already=no with the new person's details, or already=yes with the player's id (SPEC.md section 7). */
export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AddContactRequest): Promise<CommunicationContact> => {
      const body =
        request.kind === 'player'
          ? { already: 'yes', skillLevel: request.level, pid: request.pid }
          : {
              already: 'no',
              skillLevel: request.level,
              firstName: request.firstName,
              lastName: request.lastName,
              email: request.email,
              pn: request.pn,
            };
      return (await call(outreachRoutes.addContact, { body })).data;
    },
    onSettled: (_data, _error, request) =>
      queryClient.invalidateQueries({ queryKey: contactsKey(request.level) }),
  });
}

/** A new person's details. */
export function useEditContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: number; level: OutreachLevel; values: NewPersonValues }) =>
      (await call(outreachRoutes.editContact, { body: { ...values, editId: id } })).data,
    onSettled: (_data, _error, { level }) => queryClient.invalidateQueries({ queryKey: contactsKey(level) }),
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contact }: { contact: CommunicationContact; level: OutreachLevel }) =>
      call(outreachRoutes.deleteContact, { params: { id: contact.id } }),
    onSettled: (_data, _error, { level }) => queryClient.invalidateQueries({ queryKey: contactsKey(level) }),
  });
}

const accessKey = [...outreachKey, 'access'] as const;

/** Whether the school's shared contacts are open to the coach, and (for an accepted coach) the school's coaches waiting for them. */
export const outreachAccessQueryOptions = () =>
  queryOptions({
    queryKey: accessKey,
    queryFn: ({ signal }) => call(outreachRoutes.access, {}, { signal }),
    staleTime: 0,
  });

/** Accepts or declines a coach: the answer is the updated list. */
export function useDecideCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ coachId, action }: { coachId: number; action: 'accept' | 'decline' }) =>
      call(action === 'accept' ? outreachRoutes.acceptCoach : outreachRoutes.declineCoach, {
        params: { id: coachId },
      }),
    onSuccess: (reply) => queryClient.setQueryData(accessKey, reply),
    onError: () => queryClient.invalidateQueries({ queryKey: accessKey }),
  });
}
