import { randomBytes, randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { agentTeamCalls as c } from '@jade/contract/agent-team-calls';
import { contentCalls } from '@jade/contract/content-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createMember,
  lastSmsCode,
  STRONG_PASSWORD,
  TEST_MERCHANT,
  uniqueIp,
  uniqueMobile,
} from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../platform/db/client';
import type { MemberRow } from '../accounts/repository';
import { contentNotices } from '../content/tables';
import { createLedgerService, type LedgerService } from '../ledger/ledger-service';

const CUR = 'MMK'; // jade_ph's currency in the demo brand
let database: DatabaseHandle;
let app: FastifyInstance;
let ledger: LedgerService;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { accounts: { captchaTestAnswer: 'TEST' } } });
  ledger = createLedgerService(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A username the demo brand's rule accepts: a letter, then letters and digits, 6–16 long. */
const username = () => `d${randomBytes(5).toString('hex')}`;
const key = () => randomUUID();

async function login(member: { username: string; password: string }): Promise<string> {
  const response = await call(
    app,
    accountCalls.login,
    { username: member.username, password: member.password, type: 'username' },
    { ip: uniqueIp() },
  );
  expect(response.statusCode).toBe(200);
  return response.json().value.token as string;
}

async function fund(memberId: number, amount: bigint) {
  await ledger.transfer({
    merchantCode: TEST_MERCHANT,
    idempotencyKey: `test-fund:${randomUUID()}`,
    type: 'adjustment',
    debit: { kind: 'house', house: 'external', currency: CUR },
    credit: { kind: 'member', memberId, currency: CUR },
    amount,
    actor: { kind: 'operator', id: 'test' },
  });
}

/** A visitor's registration on the site with an affiliate code (SMS code and captcha as the site sends). */
async function registerVisitor(name: string, affiliateCode: string) {
  const ip = uniqueIp();
  const mobileNum = uniqueMobile();
  await call(app, accountCalls.smsRegister, { mobileNo: mobileNum, countryDialingCode: '63' }, { ip });
  const image = await app.inject({
    method: 'GET',
    url: '/wps/captcha',
    headers: { Merchant: TEST_MERCHANT },
    remoteAddress: ip,
  });
  const cookie = String(image.headers['set-cookie']).split(';')[0]!;
  return call(
    app,
    accountCalls.register,
    {
      username: name,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      mobileNum,
      verificationCode: await lastSmsCode(database, mobileNum),
      captcha: 'TEST',
      countryDialingCode: '63',
      affiliateCode,
      registerMethod: 'WEB',
      login: true,
    },
    { ip, headers: { Cookie: cookie } },
  );
}

const main = (memberId: number) => ledger.balance({ kind: 'member', memberId, currency: CUR });

async function member(values: Partial<MemberRow> = {}, money = 0n) {
  const m = await createMember(database, { username: username(), ...values });
  if (money > 0n) await fund(m.id, money);
  return { ...m, token: await login(m) };
}

/**
 * A tree: top (type 1) → sub (type 2) → subPlayer; top → sibling (type 2) → siblingPlayer; top →
 * player. The sub-agent must never see or touch the sibling's branch.
 */
async function tree() {
  const top = await member({ type: 1 }, 100_000n);
  const sub = await member({ type: 2, parentId: top.id }, 10_000n);
  const sibling = await member({ type: 2, parentId: top.id }, 10_000n);
  const player = await member({ parentId: top.id }, 5_000n);
  const subPlayer = await member({ parentId: sub.id }, 5_000n);
  const siblingPlayer = await member({ parentId: sibling.id }, 5_000n);
  return { top, sub, sibling, player, subPlayer, siblingPlayer };
}

describe('register centre', () => {
  it('opens an account below the agent with rates up to its own; the account logs in', async () => {
    const { top } = await tree();
    const own = await call(app, c.globalRebateSettings, undefined, { token: top.token });
    expect(own.statusCode).toBe(200);
    const ownRng = own.json().value.list.find((r: { productType: string }) => r.productType === 'RNG').rate;
    expect(ownRng).toBe(1.5);

    const name = username();
    const created = await call(
      app,
      c.createDownline,
      {
        username: name,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        accountType: 0,
        rebates: [{ productType: 'RNG', rate: 1.5 }],
      },
      { token: top.token },
    );
    expect(created.statusCode).toBe(200);
    const memberId = created.json().value.memberId as number;
    expect(created.json().value).toMatchObject({ username: name, type: 0 });
    await login({ username: name, password: STRONG_PASSWORD });

    const rates = await call(app, c.downlineRebates, undefined, {
      token: top.token,
      query: { memberId: String(memberId) },
    });
    expect(rates.json().value.list).toContainEqual({ productType: 'RNG', rate: 1.5, max: 1.5 });
    expect(rates.json().value.list).toContainEqual({ productType: 'LIVE', rate: 0, max: 1 });
  });

  it('refuses a rate above its own with a clear message, and opens nothing', async () => {
    const { sub } = await tree();
    const name = username();
    const refused = await call(
      app,
      c.createDownline,
      { username: name, password: STRONG_PASSWORD, rebates: [{ productType: 'LIVE', rate: 0.01 }] },
      { token: sub.token, headers: { Language: 'EN' } },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'agent.rebate.above.own',
      message: 'The LIVE rebate cannot be higher than your own rate of 0.00%.',
    });
    const check = await call(app, c.checkUsername, undefined, {
      token: sub.token,
      query: { username: name },
    });
    expect(check.json().value).toEqual({ available: true });
  });

  it('applies the brand register rules and refuses a taken username and a non-agent', async () => {
    const { top, player } = await tree();
    const bad = await call(
      app,
      c.createDownline,
      { username: '9starts', password: STRONG_PASSWORD },
      { token: top.token },
    );
    expect(bad.json()).toMatchObject({ errorCode: 'reg_pattern_invalid', value: { field: 'username' } });
    const mismatch = await call(
      app,
      c.createDownline,
      { username: username(), password: STRONG_PASSWORD, confirmPassword: 'Other2026!' },
      { token: top.token },
    );
    expect(mismatch.json().value.field).toBe('confirmPassword');
    const taken = await call(
      app,
      c.createDownline,
      { username: player.username, password: STRONG_PASSWORD },
      { token: top.token },
    );
    expect([taken.statusCode, taken.json().errorCode]).toEqual([409, 'username.taken']);
    const notAgent = await call(
      app,
      c.createDownline,
      { username: username(), password: STRONG_PASSWORD },
      { token: player.token },
    );
    expect([notAgent.statusCode, notAgent.json().errorCode]).toEqual([403, 'not.agent']);
  });
});

describe('affiliate links', () => {
  it('registers visitors below the agent with the link account type; lists who registered; a deleted link stops', async () => {
    const { top, sub } = await tree();
    const link = await call(
      app,
      c.createAffiliateUrl,
      { accountType: 2, remark: 'Facebook group' },
      { token: top.token },
    );
    expect(link.statusCode).toBe(200);
    const { code, id, path } = link.json().value;
    expect(path).toBe(`/register?affiliateCode=${code}`);

    const name = username();
    const registered = await registerVisitor(name, code.toLowerCase());
    expect(registered.statusCode).toBe(200);
    const list = await call(app, c.viewAffiliateUrls, undefined, { token: top.token });
    expect(list.json().value.list).toEqual([
      expect.objectContaining({ id, code, registered: 1, remark: 'Facebook group' }),
    ]);
    const who = await call(app, c.registeredAffiliates, undefined, { token: top.token, query: { code } });
    expect(who.json().value).toMatchObject({
      total: 1,
      footer: { count: 1 },
      list: [{ username: name, type: 2, code }],
    });

    // Someone else's link is not theirs to delete, and they see none of it.
    const foreignDelete = await call(app, c.deleteAffiliateUrl, { id }, { token: sub.token });
    expect([foreignDelete.statusCode, foreignDelete.json().errorCode]).toEqual([404, 'agent.link.unknown']);
    expect((await call(app, c.viewAffiliateUrls, undefined, { token: sub.token })).json().value.list).toEqual(
      [],
    );
    expect(
      (await call(app, c.registeredAffiliates, undefined, { token: sub.token })).json().value.total,
    ).toBe(0);

    expect((await call(app, c.deleteAffiliateUrl, { id }, { token: top.token })).json().value).toEqual({
      deleted: true,
    });
    const late = await registerVisitor(username(), code);
    expect(late.json().errorCode).toBe('invitation_code_error');
    // Who registered through a deleted link stays listed.
    expect(
      (await call(app, c.registeredAffiliates, undefined, { token: top.token })).json().value.total,
    ).toBe(1);
  });

  it('keeps at most 20 links per agent', async () => {
    const agent = await member({ type: 1 });
    for (let i = 0; i < 20; i++) {
      expect((await call(app, c.createAffiliateUrl, {}, { token: agent.token })).statusCode).toBe(200);
    }
    const over = await call(app, c.createAffiliateUrl, {}, { token: agent.token });
    expect(over.json()).toMatchObject({ errorCode: 'agent.link.limit' });
  });
});

describe('downline management', () => {
  it('lists direct members or the whole team with balances, and a sub-agent only its own branch', async () => {
    const t = await tree();
    const direct = await call(app, c.downlines, undefined, {
      token: t.top.token,
      query: { scope: 'direct', pageSize: '50' },
    });
    const names = (v: { list: { username: string }[] }) => v.list.map((m) => m.username).sort();
    expect(names(direct.json().value)).toEqual(
      [t.sub.username, t.sibling.username, t.player.username].sort(),
    );
    const team = (
      await call(app, c.downlines, undefined, {
        token: t.top.token,
        query: { scope: 'team', pageSize: '50' },
      })
    ).json().value;
    expect(team.total).toBe(5);
    const row = team.list.find((m: { username: string }) => m.username === t.subPlayer.username);
    expect(row).toMatchObject({
      level: 2,
      parentUsername: t.sub.username,
      balance: 50,
      status: 'active',
      type: 0,
    });
    expect(team.footer.balance).toBe(100 + 100 + 50 + 50 + 50);

    const subTeam = (
      await call(app, c.downlines, undefined, { token: t.sub.token, query: { scope: 'team' } })
    ).json().value;
    expect(names(subTeam)).toEqual([t.subPlayer.username]);
    const search = (
      await call(app, c.downlines, undefined, {
        token: t.sub.token,
        query: { scope: 'team', username: t.siblingPlayer.username },
      })
    ).json().value;
    expect(search.total).toBe(0);
  });

  it('sets a direct member rates up to its own, brings the member’s own team down with it, refuses others', async () => {
    const t = await tree();
    const set = (token: string, memberId: number, rebates: unknown) =>
      call(app, c.updateDownlineRebates, { memberId, rebates }, { token });
    expect((await set(t.top.token, t.sub.id, [{ productType: 'RNG', rate: 1.2 }])).statusCode).toBe(200);
    expect((await set(t.sub.token, t.subPlayer.id, [{ productType: 'RNG', rate: 1.2 }])).statusCode).toBe(
      200,
    );
    const over = await set(t.sub.token, t.subPlayer.id, [{ productType: 'RNG', rate: 1.21 }]);
    expect(over.json()).toMatchObject({ errorCode: 'agent.rebate.above.own', value: { own: 1.2 } });
    // Lowering the sub-agent's rate lowers its member's with it.
    expect((await set(t.top.token, t.sub.id, [{ productType: 'RNG', rate: 0.8 }])).statusCode).toBe(200);
    const theirs = await call(app, c.downlineRebates, undefined, {
      token: t.sub.token,
      query: { memberId: String(t.subPlayer.id) },
    });
    expect(theirs.json().value.list).toContainEqual({ productType: 'RNG', rate: 0.8, max: 0.8 });
    // Deeper members belong to their own upline; other branches and strangers are not the caller's.
    const deep = await set(t.top.token, t.subPlayer.id, [{ productType: 'RNG', rate: 0.1 }]);
    expect([deep.statusCode, deep.json().errorCode]).toEqual([403, 'agent.rebate.not.direct']);
    for (const target of [t.siblingPlayer.id, t.top.id, 2_000_000_000]) {
      const refused = await set(t.sub.token, target, [{ productType: 'RNG', rate: 0.1 }]);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'agent.member.not.downline']);
      const read = await call(app, c.downlineRebates, undefined, {
        token: t.sub.token,
        query: { memberId: String(target) },
      });
      expect(read.json().errorCode).toBe('agent.member.not.downline');
    }
  });

  it('promotes a direct player to sub-agent once', async () => {
    const t = await tree();
    const first = await call(
      app,
      c.promoteDownlineToAgent,
      { memberId: t.player.id },
      { token: t.top.token },
    );
    expect(first.json().value).toEqual({ memberId: t.player.id, type: 2 });
    const again = await call(
      app,
      c.promoteDownlineToAgent,
      { memberId: t.player.id },
      { token: t.top.token },
    );
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'agent.already.agent']);
    const foreign = await call(
      app,
      c.promoteDownlineToAgent,
      { memberId: t.siblingPlayer.id },
      { token: t.sub.token },
    );
    expect(foreign.json().errorCode).toBe('agent.member.not.downline');
    // The promoted member now opens the agent centre's calls.
    const promoted = await login(t.player);
    expect((await call(app, c.downlines, undefined, { token: promoted })).statusCode).toBe(200);
  });
});

describe('transfers and collection', () => {
  it('pays several members all or none, replays without paying twice', async () => {
    const t = await tree();
    const body = {
      memberIds: [t.player.id, t.subPlayer.id],
      amount: 25,
      password: t.top.password,
      idempotencyKey: key(),
    };
    const paid = await call(app, c.transferMultipleDownline, body, { token: t.top.token });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().value).toMatchObject({ amount: 25, total: 50, replayed: false });
    expect(await main(t.top.id)).toBe(95_000n);
    expect(await main(t.subPlayer.id)).toBe(7_500n);
    const again = await call(app, c.transferMultipleDownline, body, { token: t.top.token });
    expect(again.json().value.replayed).toBe(true);
    expect(await main(t.top.id)).toBe(95_000n);

    // One member outside the caller's tree: nothing moves for anyone.
    const mixed = await call(
      app,
      c.transferMultipleDownline,
      {
        memberIds: [t.subPlayer.id, t.siblingPlayer.id],
        amount: 1,
        password: t.sub.password,
        idempotencyKey: key(),
      },
      { token: t.sub.token },
    );
    expect([mixed.statusCode, mixed.json().errorCode]).toEqual([403, 'agent.member.not.downline']);
    // More than the balance for the batch: refused whole.
    const tooMuch = await call(
      app,
      c.transferMultipleDownline,
      { memberIds: [t.subPlayer.id], amount: 100.01, password: t.sub.password, idempotencyKey: key() },
      { token: t.sub.token },
    );
    expect(tooMuch.json().errorCode).toBe('wallet.insufficient.funds');
    expect(await main(t.sub.id)).toBe(10_000n);
    expect(await main(t.subPlayer.id)).toBe(7_500n);
  });

  it('collects from a downline with the payment password, never below zero, only within the tree', async () => {
    const t = await tree();
    const collect = (token: string, memberId: number, amount: number, password: string) =>
      call(app, c.collectFromDownline, { memberId, amount, password, idempotencyKey: key() }, { token });
    const ok = await collect(t.top.token, t.subPlayer.id, 20, t.top.password);
    expect(ok.json().value).toMatchObject({ amount: 20, memberBalance: 30, replayed: false });
    expect(await main(t.top.id)).toBe(102_000n);
    const over = await collect(t.top.token, t.subPlayer.id, 30.01, t.top.password);
    expect(over.json().errorCode).toBe('wallet.insufficient.funds');
    const wrong = await collect(t.top.token, t.subPlayer.id, 1, 'Wrong2026!');
    expect(wrong.json().errorCode).toBe('payment.password.wrong');
    const sibling = await collect(t.sub.token, t.siblingPlayer.id, 1, t.sub.password);
    expect([sibling.statusCode, sibling.json().errorCode]).toEqual([403, 'agent.member.not.downline']);
    const upline = await collect(t.sub.token, t.top.id, 1, t.sub.password);
    expect(upline.json().errorCode).toBe('agent.member.not.downline');
    expect(await main(t.subPlayer.id)).toBe(3_000n);
    expect(await main(t.siblingPlayer.id)).toBe(5_000n);
  });

  it('collects once for a key sent twice; the same key for another member moves nothing', async () => {
    const t = await tree();
    const body = { memberId: t.subPlayer.id, amount: 20, password: t.top.password, idempotencyKey: key() };
    const first = await call(app, c.collectFromDownline, body, { token: t.top.token });
    expect(first.json().value).toMatchObject({ amount: 20, memberBalance: 30, replayed: false });
    const again = await call(app, c.collectFromDownline, body, { token: t.top.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({
      transferId: first.json().value.transferId,
      memberBalance: 30,
      replayed: true,
    });
    expect(await main(t.subPlayer.id)).toBe(3_000n);
    expect(await main(t.top.id)).toBe(102_000n);
    const reused = await call(
      app,
      c.collectFromDownline,
      { ...body, memberId: t.player.id },
      { token: t.top.token },
    );
    expect([reused.statusCode, reused.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    expect(await main(t.player.id)).toBe(5_000n);
    expect(await main(t.top.id)).toBe(102_000n);
  });

  it('locks out after five wrong payment passwords', async () => {
    const t = await tree();
    for (let i = 0; i < 5; i++) {
      const wrong = await call(
        app,
        c.collectFromDownline,
        { memberId: t.player.id, amount: 1, password: 'Wrong2026!', idempotencyKey: key() },
        { token: t.top.token },
      );
      expect(wrong.json().errorCode).toBe('payment.password.wrong');
    }
    const locked = await call(
      app,
      c.collectFromDownline,
      { memberId: t.player.id, amount: 1, password: t.top.password, idempotencyKey: key() },
      { token: t.top.token },
    );
    expect([locked.statusCode, locked.json().errorCode]).toEqual([429, 'too.many.requests']);
    expect(await main(t.player.id)).toBe(5_000n);
  });

  it('never overdraws under concurrent transfers and collections', async () => {
    const agent = await member({ type: 1 }, 10_000n); // 100.00
    const a = await member({ parentId: agent.id }, 5_000n); // 50.00
    const b = await member({ parentId: agent.id });
    const transfers = Array.from({ length: 16 }, () =>
      call(
        app,
        c.transferMultipleDownline,
        { memberIds: [b.id], amount: 10, password: agent.password, idempotencyKey: key() },
        { token: agent.token },
      ),
    );
    const collects = Array.from({ length: 8 }, () =>
      call(
        app,
        c.collectFromDownline,
        { memberId: a.id, amount: 10, password: agent.password, idempotencyKey: key() },
        { token: agent.token },
      ),
    );
    const results = await Promise.all([...transfers, ...collects]);
    const okTransfers = results.slice(0, 16).filter((r) => r.statusCode === 200).length;
    const okCollects = results.slice(16).filter((r) => r.statusCode === 200).length;
    for (const r of results)
      if (r.statusCode !== 200) expect(r.json().errorCode).toBe('wallet.insufficient.funds');
    expect(okCollects).toBe(5);
    // Every coin is accounted for, and nobody is below zero.
    const [agentBalance, aBalance, bBalance] = await Promise.all([main(agent.id), main(a.id), main(b.id)]);
    expect(aBalance).toBe(0n);
    expect(bBalance).toBe(BigInt(okTransfers) * 1_000n);
    expect(agentBalance).toBe(10_000n + 5_000n - BigInt(okTransfers) * 1_000n);
    expect(agentBalance >= 0n).toBe(true);
    expect(okTransfers).toBeGreaterThanOrEqual(10);
    expect((await ledger.reconcile()).mismatches).toEqual([]);
  });
});

describe('agent notices', () => {
  it('shows notices of audience agents to agents only, never in the player lists', async () => {
    const [row] = await database.db
      .insert(contentNotices)
      .values({
        type: 'PL',
        audience: 'agents',
        merchantCode: TEST_MERCHANT,
        translations: { EN: { title: 'Agent rules', content: '<p>Commission day</p>' } },
      })
      .returning();
    const t = await tree();
    const agentList = await call(app, c.agentNotices, undefined, { token: t.top.token });
    expect(agentList.json().value.list.map((n: { id: number }) => n.id)).toContain(row!.id);
    const player = await call(app, c.agentNotices, undefined, { token: t.player.token });
    expect([player.statusCode, player.json().errorCode]).toEqual([403, 'not.agent']);
    const playerNotices = await call(app, contentCalls.noticeList, undefined, {
      token: t.player.token,
      query: { pageNo: '1', pageSize: '100' },
    });
    expect(playerNotices.json().value.list.map((n: { id: number }) => n.id)).not.toContain(row!.id);
  });
});

describe('demo team', () => {
  it('gives the demo sub-agent rates from its upline and the demo agents their notices', async () => {
    const token = await login({ username: 'demo_sub1', password: 'Jade2026!' });
    const own = (await call(app, c.globalRebateSettings, undefined, { token })).json().value.list;
    expect(own).toContainEqual({ productType: 'RNG', rate: 1.2 });
    const notices = (await call(app, c.agentNotices, undefined, { token })).json().value;
    expect(notices.total).toBeGreaterThanOrEqual(3);
  });
});
