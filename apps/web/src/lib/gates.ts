import { useCallback } from 'react';
import type { MessageKey } from '@jade/i18n/format';
import { isAgentType, isTrialType } from '@jade/contract/account-types';
import { useAlertStore } from '../stores/alert-store';
import { useModalStore } from '../stores/modal-store';
import { useSessionStore } from '../stores/session-store';

/**
 * What a gated action needs (spec §4 "Gated action", §6 roles):
 * - `login`: any session (favourites, recent games, game launch);
 * - `member`: a real account, not a trial one (deposit, member centre, share, account pages);
 * - `agent`: an agent type 1, 2, 41 or 42 (agent centre).
 */
export type GateKind = 'login' | 'member' | 'agent';

export type GateDecision =
  { allow: true } | { allow: false; action: 'login' } | { allow: false; action: 'warn'; message: MessageKey };

export interface GateSubject {
  token: string | null;
  memberType: number | null;
}

/** The pure decision: visitors log in; trial accounts get in_need_true_account; non-agents not.agent. */
export function decideGate(kind: GateKind, subject: GateSubject): GateDecision {
  if (!subject.token) return { allow: false, action: 'login' };
  if (kind === 'login') return { allow: true };
  if (isTrialType(subject.memberType))
    return { allow: false, action: 'warn', message: 'in_need_true_account' };
  if (kind === 'agent' && !isAgentType(subject.memberType)) {
    return { allow: false, action: 'warn', message: 'not.agent' };
  }
  return { allow: true };
}

/** Whether an entry point should show at all (member centre and agent centre entries, spec §2). */
export function canSee(kind: GateKind, subject: GateSubject): boolean {
  return decideGate(kind, subject).allow;
}

/**
 * Runs the gate for `kind` against the current session: opens the login popup or the warning dialog
 * when refused. Returns whether the action may go on.
 */
export function passGate(kind: GateKind, reason?: string): boolean {
  const { token, memberType } = useSessionStore.getState();
  const decision = decideGate(kind, { token, memberType });
  if (decision.allow) return true;
  if (decision.action === 'login') useModalStore.getState().open('login', reason ? { reason } : {});
  else useAlertStore.getState().show({ kind: 'gate', key: decision.message });
  return false;
}

/** `const gate = useGate(); if (gate('member')) …` — the hook form of passGate. */
export function useGate() {
  return useCallback((kind: GateKind, reason?: string) => passGate(kind, reason), []);
}

/** Whether the current session may see an entry point of `kind`. */
export function useCanSee(kind: GateKind): boolean {
  return useSessionStore((s) => canSee(kind, { token: s.token, memberType: s.memberType }));
}
