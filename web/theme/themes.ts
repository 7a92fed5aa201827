import type { PaletteOptions } from '@mui/material/styles';
import type { UiSettings } from '../../contract/auth';

/**
 * The palettes of the settings panel (the contract's list; a type-only import keeps zod
 * out of the first load). Each names its inverse, which the toolbar's invert-theme button
 * switches to.
 */
export type ThemeId = NonNullable<UiSettings['theme']>;
export const THEME_IDS = ['light', 'dark', 'court'] as const satisfies readonly ThemeId[];
/** Fails to compile when the contract offers a theme this list lacks. */
const _everyTheme: readonly (typeof THEME_IDS)[number][] = [] as ThemeId[];

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value);
}

interface ThemeDefinition {
  inverse: ThemeId;
  /** Shown as the theme's swatch in the settings panel. */
  swatch: [string, string];
  palette: PaletteOptions & { mode: 'light' | 'dark' };
}

export const THEMES: Record<ThemeId, ThemeDefinition> = {
  light: {
    inverse: 'dark',
    swatch: ['#1565c0', '#f5f7fa'],
    palette: {
      mode: 'light',
      primary: { main: '#1565c0' },
      secondary: { main: '#2e7d32' },
      background: { default: '#f5f7fa', paper: '#ffffff' },
    },
  },
  dark: {
    inverse: 'light',
    swatch: ['#90caf9', '#121212'],
    palette: {
      mode: 'dark',
      primary: { main: '#90caf9' },
      secondary: { main: '#a5d6a7' },
      background: { default: '#121212', paper: '#1e1e1e' },
    },
  },
  court: {
    inverse: 'dark',
    swatch: ['#1b5e20', '#f1f6ee'],
    palette: {
      mode: 'light',
      primary: { main: '#1b5e20' },
      secondary: { main: '#8d3d00' },
      background: { default: '#f1f6ee', paper: '#ffffff' },
    },
  },
};
