import { createContext, useContext, type ReactNode } from 'react';

/**
 * What other features add to a dual's pages, composed in app/routes (features do not import each other):
 * issue 29's Going / Maybe / Not going for a player (the availability feature's answer form).
 */
export interface DualExtras {
  playerAnswer?: (dualId: number) => ReactNode;
}

export const DualExtrasContext = createContext<DualExtras>({});

export function useDualExtras(): DualExtras {
  return useContext(DualExtrasContext);
}
