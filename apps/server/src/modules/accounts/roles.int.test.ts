import { accountCalls } from '@jade/contract/account-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, createMember, uniqueIp } from '../../../test/accounts';

let database: DatabaseHandle;
let app: FastifyInstance;
const tokens: Record<'member' | 'trial' | 'agent' | 'agent41', string> = {} as never;
let memberId = 0;
let otherId = 0;

async function loginAs(username: string, password: string) {
  const response = await call(
    app,
    accountCalls.login,
    { username, password, type: 'username' },
    { ip: uniqueIp() },
  );
  return response.json().value.token as string;
}

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  const member = await createMember(database);
  const other = await createMember(database, {
    mobile: '09998887777',
    dialingCode: '63',
    email: 'other@example.com',
  });
  const agent41 = await createMember(database, { type: 41 });
  memberId = member.id;
  otherId = other.id;
  tokens.member = await loginAs(member.username, member.password);
  tokens.agent = await loginAs('demo_agent', 'Jade2026!');
  tokens.agent41 = await loginAs(agent41.username, agent41.password);
  tokens.trial = (await call(app, accountCalls.freePlay, {}, { ip: uniqueIp() })).json().value.token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const gated = [
  ['member info', accountCalls.memberInfo, undefined],
  ['avatar', accountCalls.memberIcon, undefined],
  ['avatar relay', accountCalls.playerAvatar, undefined],
  [
    'change password',
    accountCalls.changePassword,
    { oldPassword: 'Wrong123!', newPassword: 'Abcd1234!', confirmNewPassword: 'Abcd1234!' },
  ],
  ['downline count', accountCalls.downlineCount, undefined],
] as const;

// Expected status (and code) per role and call; member info answers guests with {} (wire §1).
const expected: Record<string, Record<string, [number, string?]>> = {
  visitor: {
    'member info': [200],
    avatar: [401, 'customer.not.login'],
    'avatar relay': [401, 'customer.not.login'],
    'change password': [401, 'customer.not.login'],
    'downline count': [401, 'customer.not.login'],
  },
  member: {
    'member info': [200],
    avatar: [200],
    'avatar relay': [200],
    'change password': [400, 'old.password.wrong'],
    'downline count': [403, 'not.agent'],
  },
  trial: {
    'member info': [200],
    avatar: [200],
    'avatar relay': [200],
    'change password': [403, 'in_need_true_account'],
    'downline count': [403, 'not.agent'],
  },
  agent: {
    'member info': [200],
    avatar: [200],
    'avatar relay': [200],
    'change password': [400, 'old.password.wrong'],
    'downline count': [200],
  },
};

describe.each(Object.keys(expected))('role %s', (role) => {
  it.each(gated)('%s', async (name, def, body) => {
    const token = role === 'visitor' ? undefined : tokens[role as keyof typeof tokens];
    const response = await call(app, def, body, { ip: uniqueIp(), ...(token ? { token } : {}) });
    const [status, code] = expected[role]![name]!;
    expect(response.statusCode).toBe(status);
    if (code) expect(response.json().errorCode).toBe(code);
  });
});

describe('own data only', () => {
  it("member info is the caller's own, whatever the query says", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/wps/member/info?id=${otherId}&account=demo_agent`,
      headers: { Merchant: 'jade_ph', Authorization: tokens.member },
    });
    expect(response.json().value.id).toBe(memberId);
    expect(JSON.stringify(response.json())).not.toContain('09998887777');
  });

  it('masks mobile and e-mail', async () => {
    const other = await createMember(database, {
      mobile: '01336710020',
      dialingCode: '63',
      email: 'emon@example.com',
    });
    const token = await loginAs(other.username, other.password);
    const value = (await call(app, accountCalls.memberInfo, undefined, { token })).json().value;
    expect(value).toMatchObject({ mobile: '0133671****', email: 'em***@example.com', toUpline: false });
  });

  it("an agent's downline count covers the whole tree; type 41 is an agent too", async () => {
    const agent = (await call(app, accountCalls.downlineCount, undefined, { token: tokens.agent })).json()
      .value;
    expect(agent.direct).toBeGreaterThanOrEqual(2);
    expect(agent.total).toBeGreaterThanOrEqual(3);
    expect(
      (await call(app, accountCalls.downlineCount, undefined, { token: tokens.agent41 })).json().value,
    ).toEqual({ direct: 0, total: 0 });
    const info = (await call(app, accountCalls.memberInfo, undefined, { token: tokens.agent })).json().value;
    expect(info).toMatchObject({ type: 1, affiliateCode: 'JADE2026' });
  });

  it('stores the language of a logged-in member', async () => {
    await app.inject({
      method: 'POST',
      url: '/wps/member/language',
      headers: { Merchant: 'jade_ph', Authorization: tokens.member },
      payload: { language: 'CN' },
    });
    const value = (await call(app, accountCalls.memberInfo, undefined, { token: tokens.member })).json()
      .value;
    expect(value.language).toBe('CN');
  });
});
