import { z } from 'zod/mini';
import { create } from 'zustand';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/local-storage.ts';

/** The site themes of the sidebar settings (spec 2 "Sidebar settings"); MOTO is the default. */
export const THEMES = ['moto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LABELS: Record<Theme, string> = {
  moto: 'MOTO Theme',
  light: 'Light Theme',
  dark: 'Dark Theme',
};

export const DEFAULT_THEME: Theme = 'moto';

const themeSchema = z.enum(THEMES);

/** Puts the theme on <html data-theme>, where app.css swaps the colour tokens. */
export function applyTheme(theme: Theme): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
}

/** The chosen site theme, kept in localStorage and applied to the document. */
export const useThemeStore = create<ThemeState>((set) => ({
  theme: readStored(STORAGE_KEYS.theme, themeSchema, DEFAULT_THEME),
  setTheme(theme) {
    writeStored(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
}));

applyTheme(useThemeStore.getState().theme);
