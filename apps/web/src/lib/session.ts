import type { LoginValue } from '@jade/contract/accounts';
import { TRIAL_TYPE } from '@jade/contract/account-types';
import { getMemberIcon, getMemberInfo, logout as logoutCall } from '../api/accounts/accounts';
import { isApiError } from '../api/api-error';
import { queryClient } from '../api/query-client';
import { onSessionLost } from '../api/session-errors';
import { useModalStore } from '../stores/modal-store';
import { useSessionStore } from '../stores/session-store';
import { useSiteStore } from '../stores/site-store';
import { whenCatalogueComplete } from './i18n';
import { session } from './storage';

/** Whether a login must go through the forced change-password modal (spec §4 "Login", decision D14). */
export function needsForcedChange(
  value: LoginValue,
  expiryForced: boolean,
  type: 'username' | 'sms',
): boolean {
  if (value.customerType === TRIAL_TYPE) return false;
  if (value.mustChangePassword) return true;
  if (value.firstTimeLogin) return true;
  return type !== 'sms' && value.passwordExpired && expiryForced;
}

/** Loads the member info (and the avatar) into the session store; a guest answer clears nothing. */
export async function loadMemberInfo(): Promise<void> {
  const info = await getMemberInfo();
  if (!info) return;
  useSessionStore.getState().applyMemberInfo(info);
  try {
    const icon = await getMemberIcon();
    useSessionStore.getState().setAvatar(icon.avatar);
  } catch {
    // No avatar module or no picture: the header shows the fallback image.
    useSessionStore.getState().setAvatar(null);
  }
}

export interface CompleteLoginOptions {
  type: 'username' | 'sms';
  /** The password typed in the form, kept in memory only for the forced change after a weak one. */
  password?: string;
}

/**
 * Spec §4 "Login" after a successful answer: store the session, then either open the forced
 * change-password modal or load the member info. Returns true when the forced change opened.
 */
export async function completeLogin(value: LoginValue, opts: CompleteLoginOptions): Promise<boolean> {
  // A member's header and dialogs use texts past the catalogue's first part (a login right after the
  // page opened can come before the rest has arrived; the texts do not re-render when it does).
  await whenCatalogueComplete().catch(() => undefined);
  const store = useSessionStore.getState();
  store.applyLogin(value);
  // What was cached for the guest (favourites, recent games…) is refetched for the member; the
  // start-up and system answers do not depend on who is logged in.
  void queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== 'boot' && q.queryKey[0] !== 'system',
  });
  const expiryForced = useSiteStore.getState().flags.PWDEXPFORCECHANGE3 === true;
  if (needsForcedChange(value, expiryForced, opts.type)) {
    session.set('cpw', '1');
    useModalStore.getState().open('changePassword', {
      forced: true,
      ...(opts.type === 'username' && opts.password ? { oldPassword: opts.password } : {}),
    });
    return true;
  }
  session.remove('cpw');
  await loadMemberInfo().catch(() => undefined);
  return false;
}

/** Spec §4 "Logout": server logout, clear the session but keep the merchant. */
export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // The session ends locally whatever the server says (it may be gone already).
  }
  endSessionLocally();
}

export function endSessionLocally(
  reason?: Parameters<ReturnType<typeof useSessionStore.getState>['clear']>[0],
) {
  useSessionStore.getState().clear(reason);
  useModalStore.getState().closeAll();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'member' || q.queryKey[0] === 'agent' });
}

/** Start-up (spec §7 "On app start"): member info when a token exists; dead tokens end the session. */
export async function restoreSession(): Promise<void> {
  if (!useSessionStore.getState().token) return;
  try {
    await loadMemberInfo();
    if (session.flag('cpw')) useModalStore.getState().open('changePassword', { forced: true });
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
}

let installed = false;
/** A call made with a dead token ends the session and shows why (the API client reports it). */
export function installSessionHandling(): void {
  if (installed) return;
  installed = true;
  onSessionLost((code) => {
    if (!useSessionStore.getState().token) return;
    endSessionLocally(code);
  });
}
