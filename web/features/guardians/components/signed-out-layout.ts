import type { ComponentType, ReactNode } from 'react';

/**
 * The frame of the guardians' signed-out pages (login, confirmation): the login pages' own layout,
 * passed in by the route (features do not import each other).
 */
export type SignedOutLayout = ComponentType<{ title: string; intro?: string; children: ReactNode }>;
