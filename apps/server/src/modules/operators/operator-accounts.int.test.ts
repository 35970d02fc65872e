// Operator accounts, the audit log and the permission of every operator call (issue 16).
import type { CallDef } from '@jade/contract/call';
import { opsContentCalls } from '@jade/contract/content-calls';
import { opsAgentContractCalls } from '@jade/contract/ops-agent-calls';
import { opsAgentReportCalls } from '@jade/contract/ops-agent-report-calls';
import { opsPlayerCalls } from '@jade/contract/ops-player-calls';
import { opsRewardCalls } from '@jade/contract/ops-reward-calls';
import { OPERATOR_ROLES, roleMay, type OperatorRole } from '@jade/contract/ops-roles';
import { opsSessionCalls as s } from '@jade/contract/ops-session-calls';
import { operatorCalls } from '@jade/contract/payment-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { AppConfig } from '../../platform/config';
import {
  createSecretBox,
  generateSecretKey,
  parseSecretKeyring,
  type SecretBox,
} from '../../platform/crypto/secret-box';
import type { DatabaseHandle } from '../../platform/db/client';
import { parseOperatorsArgs, runOperatorsCommand } from '../../operator/operators-cli';
import { call, cheapHasher, unique, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase, testSecretBox } from '../../../test/helpers';
import { ok, operatorSession, refused } from '../../../test/payments';
import { writeAudit } from './audit-log';
import { createOperatorAccounts } from './operator-accounts';
import { operators } from './tables';

const PASSWORD = 'Staff2026!pass';
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: { id: number; username: string; token: string };

async function signedIn(role: OperatorRole) {
  const username = unique(role.replace('-', ''));
  const [row] = await database.db
    .insert(operators)
    .values({ username, passwordHash: await cheapHasher.hash(PASSWORD), role })
    .returning();
  const session = await operatorSession(app, { username, password: PASSWORD });
  return { id: row!.id, username, token: session.token };
}

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  admin = await signedIn('admin');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const login = (username: string, password: string) =>
  call(app, s.login, { username, password }, { ip: uniqueIp() });

describe('operator accounts', () => {
  it('creates operators; a username is taken in any case; the password must be strong', async () => {
    const username = unique('new.op-');
    const created = ok(
      await call(
        app,
        s.createOperator,
        { username, password: PASSWORD, role: 'content' },
        { token: admin.token },
      ),
    );
    expect(created).toMatchObject({
      username,
      role: 'content',
      status: 'active',
      twoFactor: false,
      lastLoginAt: null,
    });
    refused(
      await call(
        app,
        s.createOperator,
        { username: username.toUpperCase(), password: PASSWORD, role: 'finance' },
        { token: admin.token },
      ),
      409,
      'operator.username.taken',
    );
    refused(
      await call(
        app,
        s.createOperator,
        { username: unique('w'), password: 'short', role: 'finance' },
        { token: admin.token },
      ),
      400,
      'request_param_err',
    );
    // The new operator enrols at the first sign-in.
    const session = await operatorSession(app, { username, password: PASSWORD });
    expect(session.recoveryCodes).toHaveLength(10);
    const list = ok(await call(app, s.operators, undefined, { token: admin.token })) as {
      id: number;
      twoFactor: boolean;
    }[];
    expect(list.find((o) => o.id === created.id)).toMatchObject({
      twoFactor: true,
      lastLoginAt: expect.any(Number),
    });

    const audit = ok(
      await call(app, s.audit, undefined, {
        token: admin.token,
        query: { action: 'operator.create', targetId: String(created.id) },
      }),
    ).list;
    expect(audit).toEqual([
      expect.objectContaining({
        operatorName: admin.username,
        after: { role: 'content', status: 'active', twoFactor: false },
      }),
    ]);
  });

  it('changes role, status, password and authenticator; each change ends the sessions; audited', async () => {
    const staff = await signedIn('support');
    const update = (body: Record<string, unknown>) =>
      call(app, s.updateOperator, { id: staff.id, ...body }, { token: admin.token });

    expect(ok(await update({ role: 'risk' }))).toMatchObject({ role: 'risk', twoFactor: true });
    refused(await call(app, s.me, undefined, { token: staff.token }), 401, 'operator.not.login');
    const risk = await operatorSession(app, { username: staff.username, password: PASSWORD });
    expect(ok(await call(app, s.me, undefined, { token: risk.token })).permissions).toEqual([
      'self',
      'view',
      'freeze',
      'audit',
    ]);

    ok(await update({ status: 'disabled' }));
    refused(await call(app, s.me, undefined, { token: risk.token }), 401, 'operator.not.login');
    refused(await login(staff.username, PASSWORD), 401, 'operator.login.failed');
    ok(await update({ status: 'active' }));

    ok(await update({ password: 'Another2026pass' }));
    refused(await login(staff.username, PASSWORD), 401, 'operator.login.failed');
    ok(await login(staff.username, 'Another2026pass'));

    expect(ok(await update({ resetTwoFactor: true }))).toMatchObject({ twoFactor: false });
    expect(ok(await login(staff.username, 'Another2026pass')).step).toBe('enrol');

    refused(
      await call(app, s.updateOperator, { id: 999_999_999, role: 'risk' }, { token: admin.token }),
      404,
      'resource.not.found',
    );

    const audit = ok(
      await call(app, s.audit, undefined, {
        token: admin.token,
        query: { action: 'operator.update', targetId: String(staff.id) },
      }),
    ).list as { before: unknown; after: unknown }[];
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [
        { role: 'risk', status: 'active', twoFactor: true },
        { role: 'risk', status: 'active', twoFactor: false },
      ],
      [
        { role: 'risk', status: 'active', twoFactor: true },
        { role: 'risk', status: 'active', twoFactor: true, passwordChanged: true },
      ],
      [
        { role: 'risk', status: 'disabled', twoFactor: true },
        { role: 'risk', status: 'active', twoFactor: true },
      ],
      [
        { role: 'risk', status: 'active', twoFactor: true },
        { role: 'risk', status: 'disabled', twoFactor: true },
      ],
      [
        { role: 'support', status: 'active', twoFactor: true },
        { role: 'risk', status: 'active', twoFactor: true },
      ],
    ]);
    expect(JSON.stringify(audit)).not.toContain('$argon2');
  });

  it('an admin cannot disable themself, drop their admin role, or change their own password or authenticator', async () => {
    const self = (body: Record<string, unknown>) =>
      call(app, s.updateOperator, { id: admin.id, ...body }, { token: admin.token });
    refused(await self({ status: 'disabled' }), 403, 'operator.self.forbidden');
    refused(await self({ role: 'finance' }), 403, 'operator.self.forbidden');
    refused(await self({ password: 'Another2026pass' }), 403, 'operator.self.forbidden');
    refused(await self({ resetTwoFactor: true }), 403, 'operator.self.forbidden');
    // Nothing changes: the session lives on.
    expect(ok(await self({ role: 'admin', status: 'active' }))).toMatchObject({ role: 'admin' });
    expect(ok(await self({}))).toMatchObject({ id: admin.id, role: 'admin' });
    ok(await call(app, s.me, undefined, { token: admin.token }));
  });
});

describe('audit log', () => {
  it('pages newest first and filters by operator (any case), action prefix, target and time', async () => {
    const name = unique('aud');
    const prefix = unique('t');
    const t0 = Date.UTC(2026, 0, 1);
    const actions = [`${prefix}.a_b`, `${prefix}.axb`, `${prefix}.c`, `${prefix}%d`, `${prefix}.c`];
    for (const [i, action] of actions.entries()) {
      await writeAudit(
        database.db,
        { operatorId: null, name, ip: 'test' },
        { action, targetType: 'thing', targetId: `id-${i % 2}` },
        new Date(t0 + i * 60_000),
      );
    }
    const audit = async (query: Record<string, string>) =>
      ok(await call(app, s.audit, undefined, { token: admin.token, query }));

    const first = await audit({ operator: name.toUpperCase(), pageSize: '2' });
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(first.list.map((e: { at: number }) => e.at)).toEqual([t0 + 4 * 60_000, t0 + 3 * 60_000]);
    const last = await audit({ operator: name, pageSize: '2', pageNo: '3' });
    expect(last.list.map((e: { action: string }) => e.action)).toEqual([`${prefix}.a_b`]);

    // `_` and `%` are letters in the prefix, not wildcards.
    const actionsOf = async (query: Record<string, string>) =>
      (await audit({ operator: name, ...query })).list.map((e: { action: string }) => e.action);
    expect(await actionsOf({ action: `${prefix}.a_` })).toEqual([`${prefix}.a_b`]);
    expect(await actionsOf({ action: `${prefix}%` })).toEqual([`${prefix}%d`]);
    expect(await actionsOf({ action: `${prefix}.` })).toHaveLength(4);
    expect(await actionsOf({ targetType: 'thing', targetId: 'id-1' })).toEqual([
      `${prefix}%d`,
      `${prefix}.axb`,
    ]);
    expect(await actionsOf({ startDate: String(t0 + 60_000), endDate: String(t0 + 2 * 60_000) })).toEqual([
      `${prefix}.c`,
      `${prefix}.axb`,
    ]);
    expect((await audit({ operator: unique('nobody') })).totalCount).toBe(0);
  });
});

describe('permissions', () => {
  /** A sample of every table of operator calls, each with the permission the contract declares. */
  const sample: CallDef[] = [
    operatorCalls.deposits,
    operatorCalls.approveDeposit,
    opsPlayerCalls.requestAdjustment,
    opsPlayerCalls.decideApproval,
    opsPlayerCalls.resetPassword,
    operatorCalls.freezeMember,
    opsContentCalls.banners,
    opsContentCalls.saveBanner,
    opsAgentContractCalls.contracts,
    opsAgentContractCalls.setContract,
    opsAgentContractCalls.rerun,
    opsAgentReportCalls.agents,
    opsRewardCalls.vipLadder,
    opsRewardCalls.setVipLadder,
    opsRewardCalls.grantBonus,
    s.me,
    s.operators,
    s.createOperator,
    s.audit,
  ];

  it('refuses a role without the call’s permission (403 operator.forbidden) before reading the input', async () => {
    const tokens = new Map<OperatorRole, string>();
    for (const role of OPERATOR_ROLES) tokens.set(role, (await signedIn(role)).token);
    const problems: string[] = [];
    for (const role of OPERATOR_ROLES) {
      for (const def of sample) {
        const allowed = roleMay(role, def.permission!);
        // Writes are sent only to roles that may not make them (an empty body is refused anyway).
        if (allowed && def.method !== 'GET') continue;
        const response = await call(app, def, def.method === 'GET' ? undefined : {}, {
          token: tokens.get(role)!,
        });
        const forbidden = response.statusCode === 403 && response.json().errorCode === 'operator.forbidden';
        if (forbidden === allowed)
          problems.push(`${role} ${def.path}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('operator CLI', () => {
  const config = {
    production: false,
    secretKeys: inject('secretKeys'),
    dataDir: '/nonexistent',
    accounts: { argon2: { memoryKiB: 8192, timeCost: 1, parallelism: 1 } },
  } as unknown as AppConfig;
  async function run(argv: string[], options: { production?: boolean } = {}) {
    const printed: string[] = [];
    const spy = vi
      .spyOn(console, 'info')
      .mockImplementation((text: unknown) => void printed.push(String(text)));
    try {
      await runOperatorsCommand(parseOperatorsArgs(argv), database.db, { ...config, ...options });
    } finally {
      spy.mockRestore();
    }
    return printed;
  }

  it('adds an operator with a generated password, changes its role, prints its code, resets it', async () => {
    const username = unique('cli');
    const added = await run(['operator-add', username, '--role', 'finance']);
    expect(JSON.parse(added[0]!)).toMatchObject({ username, role: 'finance', twoFactor: false });
    const password = /^Password \(shown once\): (\S+)$/.exec(added[1]!)![1]!;

    const first = await operatorSession(app, { username, password });
    expect(first.operator.role).toBe('finance');
    expect(JSON.parse((await run(['operator-role', username, 'risk']))[0]!)).toMatchObject({ role: 'risk' });
    refused(await call(app, s.me, undefined, { token: first.token }), 401, 'operator.not.login');

    // The e2e journeys sign in with the code the CLI prints.
    const challenge = ok(await login(username, password));
    expect(challenge.step).toBe('totp');
    const [code] = await run(['operator-totp', username]);
    expect(code).toMatch(/^\d{6}$/);
    ok(await call(app, s.verify, { challenge: challenge.challenge, code }, { ip: uniqueIp() }));
    await expect(run(['operator-totp', username], { production: true })).rejects.toThrow(/production/);

    expect(JSON.parse((await run(['operator-reset-2fa', username]))[0]!)).toMatchObject({ twoFactor: false });
    await expect(run(['operator-totp', username])).rejects.toThrow(/not enrolled/);
    const audit = ok(
      await call(app, s.audit, undefined, {
        token: admin.token,
        query: { operator: 'cli', targetId: String(first.operator.id) },
      }),
    ).list.map((e: { action: string }) => e.action);
    expect(audit).toEqual(['operator.update', 'operator.totp.read', 'operator.update', 'operator.create']);
  });
});

describe('key rotation', () => {
  it('reseal-seeds rewraps the TOTP secrets with the new primary key', async () => {
    const { id } = await signedIn('support');
    const newKey = generateSecretKey('rotation');
    const rotated = createSecretBox(parseSecretKeyring(`${newKey},${inject('secretKeys')}`));
    // Back to the run's keyring afterwards: other files open these secrets with it.
    const back = createSecretBox(parseSecretKeyring(`${inject('secretKeys')},${newKey}`));
    const accounts = (box: SecretBox) =>
      createOperatorAccounts({ db: database.db, hasher: cheapHasher, secrets: box, now: Date.now });
    try {
      expect(await accounts(rotated).rewrapSecrets()).toBeGreaterThanOrEqual(1);
      const [row] = await database.db.select().from(operators).where(eq(operators.id, id));
      expect(row!.totpSecret).toMatch(/^jsb1\.rotation\./);
      expect(await accounts(rotated).rewrapSecrets()).toBe(0);
    } finally {
      await accounts(back).rewrapSecrets();
    }
    const [row] = await database.db.select().from(operators).where(eq(operators.id, id));
    expect(testSecretBox().needsRewrap(row!.totpSecret!)).toBe(false);
  });
});
