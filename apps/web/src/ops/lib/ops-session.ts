import type { OperatorRole } from '@jade/contract/ops-roles';
import { create } from 'zustand';

export interface SignedInOperator {
  id: number;
  username: string;
  role: OperatorRole;
}

/** Why the console shows the sign-in page (a message on it). */
export type SignOutReason = 'expired' | 'signed-out' | null;

interface OpsSessionState {
  token: string | null;
  operator: SignedInOperator | null;
  signOutReason: SignOutReason;
  /** When the console last heard from the server with this session (each call moves the idle expiry on). */
  lastCallAt: number;
  signIn(token: string, operator: SignedInOperator): void;
  signOut(reason: SignOutReason): void;
}

/**
 * The operator's session token, in sessionStorage: it ends with the tab, and the player site (which
 * keeps its own token under other keys) never reads it.
 */
const STORAGE_KEY = 'jadeOpsSession';

function stored(): Pick<OpsSessionState, 'token' | 'operator'> {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      token?: unknown;
      operator?: SignedInOperator;
    } | null;
    if (value && typeof value.token === 'string' && value.operator) {
      return { token: value.token, operator: value.operator };
    }
  } catch {
    // A broken entry is no session.
  }
  return { token: null, operator: null };
}

export const useOpsSession = create<OpsSessionState>((set) => ({
  ...stored(),
  signOutReason: null,
  lastCallAt: Date.now(),
  signIn(token, operator) {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ token, operator }));
    set({ token, operator, signOutReason: null, lastCallAt: Date.now() });
  },
  signOut(reason) {
    sessionStorage.removeItem(STORAGE_KEY);
    set({ token: null, operator: null, signOutReason: reason });
  },
}));
