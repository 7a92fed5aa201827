import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamType } from '../../../contract/common';
import { LIST_IS_EMPTY, rosterReply } from '../../../contract/ladder';
import {
  communicationReply,
  communicationsReply,
  deleteCommunicationReply,
  outreachAccessReply,
  type CommunicationContact,
  type OutreachLevel,
} from '../../../contract/outreach';
import { apiRequest } from '../../lib/api-client';

/** Everything of the outreach page lives under this key. */
const outreachKey = ['outreach'] as const;
const contactsKey = (level: OutreachLevel) => [...outreachKey, 'contacts', level] as const;

/** GET /auth/getCommunications/{5|6|7}: the school's list for one audience, by name. */
export const contactsQueryOptions = (level: OutreachLevel) =>
  queryOptions({
    queryKey: contactsKey(level),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/auth/getCommunications/${level}`, { schema: communicationsReply, signal })).data,
    staleTime: 0,
  });

/** A player of one of the coach's teams, as the "existing player" choice offers them. */
export interface TeamPlayer {
  playerId: number;
  firstName: string;
  lastName: string;
  team: TeamType;
}

/** GET /auth/roster?skillLevel=n: the players of one of the coach's teams. */
export const teamPlayersQueryOptions = (team: TeamType) =>
  queryOptions({
    queryKey: [...outreachKey, 'players', team],
    queryFn: async ({ signal }): Promise<TeamPlayer[]> => {
      const reply = await apiRequest('/auth/roster', {
        query: { skillLevel: team },
        schema: rosterReply,
        signal,
      });
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

/**
 * POST /auth/addCommunications (form): already=no with the new person's details, or
 * already=yes with the player's id (SPEC.md section 7).
 */
export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AddContactRequest): Promise<CommunicationContact> => {
      const form =
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
      return (
        await apiRequest('/auth/addCommunications', { method: 'POST', form, schema: communicationReply })
      ).data;
    },
    onSettled: (_data, _error, request) =>
      queryClient.invalidateQueries({ queryKey: contactsKey(request.level) }),
  });
}

/** PUT /auth/editCommunication (form firstName, lastName, email, pn, editId): a new person's details. */
export function useEditContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: number; level: OutreachLevel; values: NewPersonValues }) =>
      (
        await apiRequest('/auth/editCommunication', {
          method: 'PUT',
          form: { ...values, editId: id },
          schema: communicationReply,
        })
      ).data,
    onSettled: (_data, _error, { level }) => queryClient.invalidateQueries({ queryKey: contactsKey(level) }),
  });
}

/** DELETE /auth/deleteCommunications/{id} */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contact }: { contact: CommunicationContact; level: OutreachLevel }) =>
      apiRequest(`/auth/deleteCommunications/${contact.id}`, {
        method: 'DELETE',
        schema: deleteCommunicationReply,
      }),
    onSettled: (_data, _error, { level }) => queryClient.invalidateQueries({ queryKey: contactsKey(level) }),
  });
}

const accessKey = [...outreachKey, 'access'] as const;

/**
 * GET /auth/outreach/access: whether the school's shared contacts are open to the coach, and (for
 * an accepted coach) the school's coaches waiting for them.
 */
export const outreachAccessQueryOptions = () =>
  queryOptions({
    queryKey: accessKey,
    queryFn: ({ signal }) => apiRequest('/auth/outreach/access', { schema: outreachAccessReply, signal }),
    staleTime: 0,
  });

/** POST /auth/outreach/coaches/{id}/accept|decline: the answer is the updated list. */
export function useDecideCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ coachId, action }: { coachId: number; action: 'accept' | 'decline' }) =>
      apiRequest(`/auth/outreach/coaches/${coachId}/${action}`, {
        method: 'POST',
        schema: outreachAccessReply,
      }),
    onSuccess: (reply) => queryClient.setQueryData(accessKey, reply),
    onError: () => queryClient.invalidateQueries({ queryKey: accessKey }),
  });
}
