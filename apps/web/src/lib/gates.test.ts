import { describe, expect, it } from 'vitest';
import { canSee, decideGate } from './gates';

const visitor = { token: null, memberType: null };
const member = { token: 't', memberType: 0 };
const trial = { token: 't', memberType: 4 };
const agents = [1, 2, 41, 42].map((memberType) => ({ token: 't', memberType }));

describe('gates (spec §4, §6)', () => {
  it('sends visitors to the login popup for every gated action', () => {
    for (const kind of ['login', 'member', 'agent'] as const) {
      expect(decideGate(kind, visitor)).toEqual({ allow: false, action: 'login' });
    }
  });
  it('lets members through member actions but not the agent centre', () => {
    expect(decideGate('login', member)).toEqual({ allow: true });
    expect(decideGate('member', member)).toEqual({ allow: true });
    expect(decideGate('agent', member)).toEqual({ allow: false, action: 'warn', message: 'not.agent' });
  });
  it('refuses trial accounts with in_need_true_account, except where a session is enough', () => {
    expect(decideGate('login', trial)).toEqual({ allow: true });
    expect(decideGate('member', trial)).toEqual({
      allow: false,
      action: 'warn',
      message: 'in_need_true_account',
    });
    expect(decideGate('agent', trial)).toMatchObject({ message: 'in_need_true_account' });
  });
  it('opens the agent centre to types 1, 2, 41 and 42', () => {
    for (const agent of agents) {
      expect(decideGate('agent', agent)).toEqual({ allow: true });
      expect(canSee('member', agent)).toBe(true);
    }
    expect(canSee('agent', member)).toBe(false);
    expect(canSee('member', trial)).toBe(false);
  });
});
