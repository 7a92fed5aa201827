import { useCallback, useRef, useState } from 'react';

/**
 * A create's submit, once (issue 17: a double tap saved twice). `hold()` answers true for the
 * first press only, until `release()`: checked on a ref, so a second press in the same instant,
 * before React has drawn the disabled button, does nothing too. A dialog holds on submit, releases
 * when the create fails (to try again) and when it is reset; after a success the button stays
 * disabled while the dialog closes. Each create request also carries its own Idempotency-Key
 * (lib/api-client.ts), so the server ignores a repeat that gets through anyway.
 */
export function useSubmitOnce() {
  const held = useRef(false);
  const [busy, setBusy] = useState(false);
  const hold = useCallback(() => {
    if (held.current) return false;
    held.current = true;
    setBusy(true);
    return true;
  }, []);
  const release = useCallback(() => {
    held.current = false;
    setBusy(false);
  }, []);
  return { busy, hold, release };
}
