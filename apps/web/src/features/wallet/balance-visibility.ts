import { create } from 'zustand';
import { local } from '../../lib/storage';

/**
 * Whether the player hid the balance (spec §2: clicking the balance hides or shows it). Remembered in
 * localStorage so it survives reloads and logins on this browser; every balance on the page follows it.
 */
interface VisibilityState {
  hidden: boolean;
  toggle(): void;
}

export const useBalanceVisibility = create<VisibilityState>((set, get) => ({
  hidden: local.flag('hideBalance'),
  toggle() {
    const hidden = !get().hidden;
    local.set('hideBalance', hidden ? '1' : null);
    set({ hidden });
  },
}));

/** What a hidden amount shows instead of the digits. */
export const HIDDEN_AMOUNT = '****';
