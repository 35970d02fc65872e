import { create } from 'zustand';
import { DEFAULT_MERCHANT } from '../config/brand';
import { local, session } from '../lib/storage';

/**
 * The session as the browser holds it: logged in means a token is present in sessionStorage (spec §4).
 * The accounts issue writes the token through `setToken` after login and clears it on logout.
 */
interface SessionState {
  token: string | null;
  merchant: string;
  setToken(token: string | null): void;
  setMerchant(merchant: string): void;
}

/** The merchant the visitor chose (localStorage) or the built-in default (spec §4 start-up). */
export function initialMerchant(): string {
  return local.get('merchant') ?? session.get('merchant') ?? DEFAULT_MERCHANT;
}

export const useSessionStore = create<SessionState>((set) => ({
  token: session.get('token'),
  merchant: initialMerchant(),
  setToken(token) {
    session.set('token', token);
    set({ token });
  },
  setMerchant(merchant) {
    session.set('merchant', merchant);
    session.set('merchantCode', merchant);
    set({ merchant });
  },
}));

export const useIsLoggedIn = () => useSessionStore((s) => s.token != null && s.token !== '');
