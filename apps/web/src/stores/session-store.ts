import { create } from 'zustand';
import type { LoginValue, MemberInfo } from '@jade/contract/accounts';
import { isAgentType, isTrialType } from '@jade/contract/account-types';
import { DEFAULT_MERCHANT } from '../config/brand';
import { isSessionErrorCode, type SessionErrorCode } from '../api/session-errors';
import { clearSessionKeepingMerchant, local, session } from '../lib/storage';

/**
 * The session as the browser holds it: logged in means a token is present in sessionStorage (spec §4).
 * The spec §3 session keys are written here and nowhere else; the store mirrors them for React.
 */
interface SessionState {
  token: string | null;
  merchant: string;
  /** The member type (sessionStorage `isAgent`): 0 member, 1/2/41/42 agents, 4 trial. */
  memberType: number | null;
  username: string | null;
  nickname: string | null;
  memberInfo: MemberInfo | null;
  /** Avatar id or URL from the icon call. */
  avatar: string | null;
  /**
   * Why the last session ended by itself, shown until dismissed. Kept in sessionStorage too: a late
   * call of the page may meet the dead token just before the player reloads, and the reason must
   * survive that reload rather than leave a silent logout.
   */
  endedReason: SessionErrorCode | null;
  setToken(token: string | null): void;
  setMerchant(merchant: string): void;
  /** Stores a fresh login (spec §4 "Login": the token goes to the session). */
  applyLogin(value: LoginValue): void;
  applyMemberInfo(info: MemberInfo): void;
  setAvatar(avatar: string | null): void;
  /** Logout and dead tokens: clear the session storage but keep the merchant (spec §4). */
  clear(reason?: SessionErrorCode): void;
  dismissEnded(): void;
}

/** Our own sessionStorage key (not one of spec §3's): the reason the last session ended. */
const ENDED_KEY = 'sessionEndedReason' as const;

function storedEndedReason(): SessionErrorCode | null {
  const raw = session.get(ENDED_KEY);
  return raw && isSessionErrorCode(raw) ? raw : null;
}

/** The merchant the visitor chose (localStorage) or the built-in default (spec §4 start-up). */
export function initialMerchant(): string {
  return local.get('merchant') ?? session.get('merchant') ?? DEFAULT_MERCHANT;
}

function storedType(): number | null {
  const raw = session.get('isAgent');
  return raw == null || raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw);
}

export const useSessionStore = create<SessionState>((set, get) => ({
  token: session.get('token'),
  merchant: initialMerchant(),
  memberType: storedType(),
  username: session.get('username'),
  nickname: session.get('nickname'),
  memberInfo: null,
  avatar: null,
  endedReason: storedEndedReason(),
  setToken(token) {
    session.set('token', token);
    set({ token });
  },
  setMerchant(merchant) {
    session.set('merchant', merchant);
    session.set('merchantCode', merchant);
    set({ merchant });
  },
  applyLogin(value) {
    session.remove(ENDED_KEY);
    session.set('token', value.token);
    session.set('isAgent', String(value.customerType));
    session.set('username', value.userName);
    session.set('customerId', String(value.id));
    session.set(
      'MC_SESSION_INFO',
      JSON.stringify({
        token: value.token,
        id: value.id,
        userName: value.userName,
        type: value.customerType,
        firstTimeLogin: value.firstTimeLogin,
        merchantCode: get().merchant,
      }),
    );
    set({
      token: value.token,
      memberType: value.customerType,
      username: value.userName,
      nickname: null,
      memberInfo: null,
      avatar: null,
      endedReason: null,
    });
  },
  applyMemberInfo(info) {
    session.set('isAgent', String(info.type));
    session.set('account', info.account);
    session.set('username', info.account);
    session.set('nickname', info.nickname);
    session.set('customerId', String(info.id));
    session.set('toUpline', info.toUpline ? '1' : '0');
    session.set('memberLabel', info.memberLabel[0]?.labelName ?? info.clubLabel.labelName);
    set({ memberInfo: info, memberType: info.type, username: info.account, nickname: info.nickname });
  },
  setAvatar(avatar) {
    set({ avatar });
  },
  clear(reason) {
    clearSessionKeepingMerchant();
    if (reason) session.set(ENDED_KEY, reason);
    set({
      token: null,
      memberType: null,
      username: null,
      nickname: null,
      memberInfo: null,
      avatar: null,
      endedReason: reason ?? null,
    });
  },
  dismissEnded() {
    session.remove(ENDED_KEY);
    set({ endedReason: null });
  },
}));

export const useIsLoggedIn = () => useSessionStore((s) => s.token != null && s.token !== '');
export const useIsAgent = () => useSessionStore((s) => isAgentType(s.memberType));
export const useIsTrial = () => useSessionStore((s) => isTrialType(s.memberType));
