import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePrompt } from './UpdatePrompt';

/** How often an open app asks for a new version (the browser also asks on every navigation). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (vite-plugin-pwa's register module, from the app's own code: no inline
 * script for the Content-Security-Policy) and shows the update prompt when a new one is waiting.
 * Reload tells the waiting worker to take over, which reloads the page.
 */
export default function ServiceWorkerUpdates() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  return <UpdatePrompt open={needRefresh} onReload={() => void updateServiceWorker(true)} />;
}
