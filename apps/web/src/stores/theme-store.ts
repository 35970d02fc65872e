import { create } from 'zustand';
import { local } from '../lib/storage';

export type Theme = 'light' | 'dark';

export function storedTheme(): Theme {
  return local.get('theme') === 'dark' ? 'dark' : 'light';
}

function apply(theme: Theme) {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggle(): void;
}

/** Light or dark (default light), stored under localStorage `theme` (spec §1, §3). */
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: storedTheme(),
  setTheme(theme) {
    local.set('theme', theme);
    apply(theme);
    set({ theme });
  },
  toggle() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
}));
