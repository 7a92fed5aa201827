import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  removeOldestQuery,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import type { TokenClaims } from '../../../contract/auth';
import { registerAvailabilityMutations } from '../../features/availability/api';
import { registerDualMutations } from '../../features/duals/api';
import { keptOnDevice } from '../../lib/offline-queue';
import { forgetOfflineData, offlineKeyOf, onOfflineDataForgotten } from '../../lib/offline-storage';
import { sessionRole } from '../../lib/session';

/**
 * The signed-in user's data on the device (issue 33; docs/architecture.md, "Service worker and offline
 * queue"): TanStack Query's persister keeps the answers of the pages they saw, and their queued
 * changes, in local storage under their own key, and restores them when the app starts, so those
 * pages open without a connection. Another user's kept data is removed when this one's session starts
 * (and everything at sign-out: lib/offline-storage.ts). Nothing is kept for longer than a week, and a
 * new version of the app, or a session with other rights (offlineBuster), starts afresh.
 */

/** How long the device keeps a user's data, and the cache an answer no page shows (its gcTime). */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** Whose data this is. The signed-in layout is a coach's or a player's (guardians and admins have pages of their own). */
function ownerOf(claims: TokenClaims): { kind: 'coach' | 'player' | 'admin'; id: number } {
  const kind = sessionRole(claims);
  if (kind === 'admin') return { kind, id: claims.adm ?? 0 };
  if (kind === 'player') return { kind, id: claims.pid ?? 0 };
  return { kind: 'coach', id: claims.cid ?? 0 };
}

/** JSON that keeps the Dates, Maps and Sets some pages' answers hold (the calendar's events). */
function serialize(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, v: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return { $date: raw.toISOString() };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    if (raw instanceof Set) return { $set: [...raw.values()] };
    return v;
  });
}

function deserialize<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const tagged = v as { $date?: string; $map?: [unknown, unknown][]; $set?: unknown[] };
      const keys = Object.keys(v);
      if (keys.length === 1 && typeof tagged.$date === 'string') return new Date(tagged.$date);
      if (keys.length === 1 && Array.isArray(tagged.$map)) return new Map(tagged.$map);
      if (keys.length === 1 && Array.isArray(tagged.$set)) return new Set(tagged.$set);
    }
    return v;
  }) as T;
}

export { serialize as serializeOffline, deserialize as deserializeOffline };

/** Registers the queued changes' calls, so that a queue restored after a reload can be sent. */
export function registerQueuedMutations(client: QueryClient): void {
  registerAvailabilityMutations(client);
  registerDualMutations(client);
}

/**
 * What the kept answers were read with: the app's version (a new one may shape answers otherwise) and
 * the session's rights (school and teams). A coach who joins or leaves a team gets a token with other
 * teams, and the answers kept under the old one (the team list, the pages the rights decided) are not
 * restored: they would send the app where the old rights led.
 */
export function offlineBuster(claims: TokenClaims): string {
  const { sid, teams, pid, pcid, psid, adm } = claims;
  return JSON.stringify([__APP_VERSION__, sid, teams ?? [], pid, pcid, psid, adm]);
}

/**
 * The answers about the session itself: the navbar's (the user's teams, from which the app decides where
 * /ladder or /duals go) and the saved look (applied once, when it first arrives).
 */
const SESSION_QUERIES = new Set<unknown>(['navbar', 'ui-settings']);

/**
 * What is restored when the app starts. Offline, the kept answers as they were. Online, the kept pages
 * still show at once but are read again as they mount (marked invalidated), and the session's own
 * answers are not restored at all: the server may have changed them meanwhile (a player removed from
 * the team keeps their token; a language chosen just before a reload), and a decision taken on them
 * would be wrong, not just old.
 */
export function restoredOnStart(persisted: PersistedClient, online: boolean): PersistedClient {
  if (!online) return persisted;
  const queries = persisted.clientState.queries
    .filter((query) => !SESSION_QUERIES.has(query.queryKey[0]))
    .map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } }));
  return { ...persisted, clientState: { ...persisted.clientState, queries } };
}

/**
 * The client as it is written to the device: the queued changes not yet answered (offline-queue.ts,
 * `keptOnDevice`), each marked paused so that the next start sends it again.
 */
export function forStorage(persisted: PersistedClient): PersistedClient {
  const { clientState } = persisted;
  const mutations = clientState.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } }));
  return { ...persisted, clientState: { ...clientState, mutations } };
}

export const dehydrateOptions = { shouldDehydrateMutation: keptOnDevice };

/** The text written to the device, by the throttled persister and by `saveNow` alike. */
const stored = (persisted: PersistedClient) => serialize(forStorage(persisted));

interface OfflineStore {
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /**
   * Writes the cache to the device now, past the persister's throttle: a change queued offline is
   * acknowledged as "saved on this device", so it must be there before the page can be reloaded or
   * closed; and the page's last answers when it is hidden.
   */
  saveNow(client: QueryClient): void;
}

function offlineStore(key: string, buster: string): OfflineStore {
  let stopped = false;
  onOfflineDataForgotten(() => {
    stopped = true;
  });
  const storage = {
    getItem: (name: string) => localStorage.getItem(name),
    // After sign-out nothing is written again (a save may still be due from the throttle).
    setItem: (name: string, value: string) => {
      if (!stopped) localStorage.setItem(name, value);
    },
    removeItem: (name: string) => localStorage.removeItem(name),
  };
  return {
    persistOptions: {
      persister: createAsyncStoragePersister({
        storage,
        key,
        throttleTime: 500,
        serialize: stored,
        deserialize: (text: string) => restoredOnStart(deserialize<PersistedClient>(text), navigator.onLine),
        // Storage full: the oldest page's answer goes first.
        retry: removeOldestQuery,
      }),
      maxAge: OFFLINE_MAX_AGE_MS,
      buster,
      dehydrateOptions,
    },
    saveNow(client) {
      const persisted: PersistedClient = {
        buster,
        timestamp: Date.now(),
        clientState: dehydrate(client, dehydrateOptions),
      };
      try {
        storage.setItem(key, stored(persisted));
      } catch {
        // Storage full or refused: the throttled persister's next save retries without the oldest page.
      }
    },
  };
}

export function OfflineSession({ claims, children }: { claims: TokenClaims; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [store] = useState(() => {
    // TanStack Query takes the device for online until the browser says otherwise (its online and
    // offline events); a page loaded offline must not try its calls first.
    onlineManager.setOnline(navigator.onLine);
    const key = offlineKeyOf(ownerOf(claims));
    forgetOfflineData(key);
    registerQueuedMutations(queryClient);
    // The pages a user saw earlier stay in the cache (and so on the device) as long as it is kept.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, gcTime: OFFLINE_MAX_AGE_MS },
    });
    return offlineStore(key, offlineBuster(claims));
  });
  useEffect(() => {
    const stopWatching = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && keptOnDevice(event.mutation)) store.saveNow(queryClient);
    });
    const onHide = () => store.saveNow(queryClient);
    window.addEventListener('pagehide', onHide);
    return () => {
      stopWatching();
      window.removeEventListener('pagehide', onHide);
    };
  }, [queryClient, store]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={store.persistOptions}
      // The changes queued before the reload: sent now if online (else when the connection returns).
      onSuccess={() => void queryClient.resumePausedMutations()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
