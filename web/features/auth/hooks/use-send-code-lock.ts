import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC.md section 9: 'Send Code' is locked for 5000 ms after a click. */
export const SEND_CODE_LOCK_MS = 5000;

export function useSendCodeLock(): { locked: boolean; lock: () => void } {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const lock = useCallback(() => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), SEND_CODE_LOCK_MS);
  }, []);

  return { locked, lock };
}
