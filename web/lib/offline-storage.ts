/**
 * What the app keeps on the device for use without a connection (issue 33): the signed-in user's query
 * answers and queued changes, saved by TanStack Query's persister (web/app/offline/offline-session.tsx)
 * in local storage under `courtside.offline.<kind>.<id>`, one entry per user. This module owns the
 * names and their removal; it imports nothing, so that the API client (its session end) and the logout
 * can use it without loading the persistence.
 */

export const OFFLINE_KEY_PREFIX = 'courtside.offline.';

/** The storage key of one user's offline data: `coach.12`, `player.7`, `admin.3`. */
export function offlineKeyOf(user: { kind: 'coach' | 'player' | 'admin'; id: number }): string {
  return `${OFFLINE_KEY_PREFIX}${user.kind}.${user.id}`;
}

type Listener = () => void;
const stopListeners = new Set<Listener>();

/** Called when the offline data is forgotten (sign-out): the persister stops saving at once. */
export function onOfflineDataForgotten(listener: Listener): () => void {
  stopListeners.add(listener);
  return () => stopListeners.delete(listener);
}

function offlineKeys(): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(OFFLINE_KEY_PREFIX)) keys.push(key);
    }
  } catch {
    // No storage (a private window that refuses it): nothing was kept.
  }
  return keys;
}

/**
 * Removes every user's offline data but `keep` (the signed-in user's key; none at sign-out), and the
 * service worker's runtime caches if any (it keeps none today: its precache holds only the app's own
 * files, the same for every user). Signing out, a session ended by the server, and a different user's
 * sign-in on this browser all come here.
 */
export function forgetOfflineData(keep?: string): void {
  if (keep === undefined) for (const listener of stopListeners) listener();
  for (const key of offlineKeys()) if (key !== keep) localStorage.removeItem(key);
  if (keep === undefined && typeof caches !== 'undefined') {
    void caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)),
        ),
      )
      .catch(() => undefined);
  }
}
