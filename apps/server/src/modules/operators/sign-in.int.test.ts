// Operator sign-in with mandatory TOTP (issue 16): enrolment, codes, replay, challenges, recovery codes.
import { OPERATOR_RECOVERY_CODES, OPERATOR_TOTP, type OperatorRole } from '@jade/contract/ops-roles';
import { opsSessionCalls as s } from '@jade/contract/ops-session-calls';
import { operatorCalls } from '@jade/contract/payment-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { isSealedSecret } from '../../platform/crypto/secret-box';
import { createMemoryCounterStore } from '../../platform/rate-limit/counter-store';
import { call, cheapHasher, movableClock, unique, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase, testSecretBox } from '../../../test/helpers';
import { ok, refused, totpCode } from '../../../test/payments';
import { hashToken } from '../accounts/sessions';
import { CLI_ACTOR, createOperatorAuth } from './service';
import { operatorChallenges, operators } from './tables';
import { totpCodeForStep, totpStep } from './two-factor';

const PASSWORD = 'Staff2026!pass';
const clock = movableClock();
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function newOperator(role: OperatorRole = 'support') {
  const username = unique('tfa');
  const [row] = await database.db
    .insert(operators)
    .values({ username, passwordHash: await cheapHasher.hash(PASSWORD), role })
    .returning();
  return row!;
}

interface LoginStep {
  step: 'totp' | 'enrol';
  challenge: string;
  expiresAt: number;
  secret?: string;
  otpauthUri?: string;
}

async function passwordStep(username: string, ip = uniqueIp()): Promise<LoginStep> {
  return ok(await call(app, s.login, { username, password: PASSWORD }, { ip })) as LoginStep;
}

const verify = (challenge: string, code: string, ip = uniqueIp()) =>
  call(app, s.verify, { challenge, code }, { ip });

async function enrolled(role: OperatorRole = 'support') {
  const operator = await newOperator(role);
  const login = await passwordStep(operator.username);
  const session = ok(await verify(login.challenge, await totpCode(app, operator.username, login.secret)));
  return { operator, secret: login.secret!, session };
}

/** The audit of an operator: by id, or by the typed username for refused tries. */
async function auditOf(target: number | string) {
  const admin = await adminToken();
  return ok(
    await call(app, s.audit, undefined, {
      token: admin,
      query: { targetType: 'operator', targetId: String(target), pageSize: '100' },
    }),
  ).list as { action: string; before: unknown; after: unknown; operatorName: string }[];
}

let admin: string | undefined;
async function adminToken() {
  if (admin) return admin;
  const { session } = await enrolled('admin');
  admin = session.token as string;
  return admin;
}

describe('enrolment and sign-in', () => {
  it('enrols at the first sign-in, hands out recovery codes once, then asks for the code', async () => {
    const operator = await newOperator();
    const login = await passwordStep(operator.username.toUpperCase());
    expect(login.step).toBe('enrol');
    expect(login.expiresAt).toBe(clock.now() + 5 * 60_000);
    expect(login.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(login.otpauthUri).toContain(
      `otpauth://totp/${encodeURIComponent(OPERATOR_TOTP.issuer)}:${operator.username}?`,
    );
    const uri = new URL(login.otpauthUri!);
    expect(uri.searchParams.get('secret')).toBe(login.secret);
    expect(uri.searchParams.get('issuer')).toBe(OPERATOR_TOTP.issuer);

    const session = ok(await verify(login.challenge, await totpCode(app, operator.username, login.secret)));
    expect(session.operator).toEqual({ id: operator.id, username: operator.username, role: 'support' });
    expect(session.recoveryCodes).toHaveLength(OPERATOR_RECOVERY_CODES.count);
    expect(new Set(session.recoveryCodes).size).toBe(OPERATOR_RECOVERY_CODES.count);
    for (const code of session.recoveryCodes) expect(code).toMatch(OPERATOR_RECOVERY_CODES.pattern);
    expect(session.recoveryCodesLeft).toBe(10);

    // The secret is sealed at rest, and the challenge's pending copy is spent.
    const [row] = await database.db.select().from(operators).where(eq(operators.id, operator.id));
    expect(isSealedSecret(row!.totpSecret!)).toBe(true);
    expect(row!.totpSecret).not.toContain(login.secret);
    expect(row!.totpEnabledAt).not.toBeNull();

    const me = ok(await call(app, s.me, undefined, { token: session.token }));
    expect(me).toMatchObject({
      operator: { id: operator.id, role: 'support' },
      permissions: ['self', 'view', 'freeze', 'chat'],
      idleExpiresAt: clock.now() + 30 * 60_000,
      expiresAt: clock.now() + 12 * 3_600_000,
      recoveryCodesLeft: 10,
    });

    // The next sign-in asks for a code: no new secret, no recovery codes.
    const again = await passwordStep(operator.username);
    expect(again).toEqual({ step: 'totp', challenge: expect.any(String), expiresAt: expect.any(Number) });
    const second = ok(await verify(again.challenge, await totpCode(app, operator.username)));
    expect(second.recoveryCodes).toBeUndefined();
    expect(second.recoveryCodesLeft).toBe(10);

    const audit = await auditOf(operator.id);
    expect(audit.map((a) => a.action)).toEqual([
      'operator.login',
      'operator.login.password',
      'operator.login',
      'operator.enrol',
      'operator.login.password',
    ]);
    // No secret, code or hash ever reaches the log.
    const text = JSON.stringify(audit);
    expect(text).not.toContain(login.secret);
    for (const code of session.recoveryCodes) expect(text).not.toContain(code);
  });

  it('refuses a wrong code and counts it with the wrong passwords: the 5th failure locks', async () => {
    const { operator } = await enrolled();
    const login = await passwordStep(operator.username);
    refused(await verify(login.challenge, '000000'), 401, 'operator.code.invalid');
    refused(await verify(login.challenge, 'not-a-code'), 401, 'operator.code.invalid');
    const third = await verify(login.challenge, '123456');
    refused(third, 401, 'operator.code.invalid');
    expect(third.json().value).toEqual({ captcha: true });
    const [row] = await database.db
      .select()
      .from(operatorChallenges)
      .where(eq(operatorChallenges.tokenHash, hashToken(login.challenge)));
    expect(row!.attempts).toBe(3);
    refused(
      await call(app, s.login, { username: operator.username, password: 'wrong' }, { ip: uniqueIp() }),
      400,
      'captcha.required',
    );
    refused(await verify(login.challenge, '111111'), 401, 'operator.code.invalid');
    refused(await verify(login.challenge, '222222'), 429, 'login.locked');
    // Locked: even the right password is refused; the challenge is spent.
    refused(
      await call(app, s.login, { username: operator.username, password: PASSWORD }, { ip: uniqueIp() }),
      429,
      'login.locked',
    );
    refused(
      await verify(login.challenge, await totpCode(app, operator.username)),
      401,
      'operator.challenge.invalid',
    );
    const failed = (await auditOf(operator.username.toLowerCase())).filter(
      (a) => a.action === 'operator.login.failed',
    );
    expect(failed.map((a) => a.after)).toContainEqual({ step: 'code' });
  });

  it('takes a code once: the same code, or an older one of the window, is refused', async () => {
    const { operator, secret } = await enrolled();
    const step = totpStep(clock.now());
    await database.db
      .update(operators)
      .set({ totpLastStep: step - 2 })
      .where(eq(operators.id, operator.id));
    const code = totpCodeForStep(secret, step);
    ok(await verify((await passwordStep(operator.username)).challenge, code));
    refused(
      await verify((await passwordStep(operator.username)).challenge, code),
      401,
      'operator.code.invalid',
    );
    refused(
      await verify((await passwordStep(operator.username)).challenge, totpCodeForStep(secret, step - 1)),
      401,
      'operator.code.invalid',
    );
    ok(await verify((await passwordStep(operator.username)).challenge, totpCodeForStep(secret, step + 1)));
    // Outside the ±1 window.
    refused(
      await verify((await passwordStep(operator.username)).challenge, totpCodeForStep(secret, step + 2)),
      401,
      'operator.code.invalid',
    );
  });
});

describe('challenges', () => {
  it('expire after 5 minutes; a used or unknown challenge is refused', async () => {
    const { operator } = await enrolled();
    const login = await passwordStep(operator.username);
    clock.advance(5 * 60_000 + 1);
    refused(
      await verify(login.challenge, await totpCode(app, operator.username)),
      401,
      'operator.challenge.invalid',
    );

    const fresh = await passwordStep(operator.username);
    ok(await verify(fresh.challenge, await totpCode(app, operator.username)));
    refused(
      await verify(fresh.challenge, await totpCode(app, operator.username)),
      401,
      'operator.challenge.invalid',
    );
    refused(await verify('x'.repeat(43), '123456'), 401, 'operator.challenge.invalid');
  });

  it('die after 5 wrong answers, even once the lock is lifted', async () => {
    const { operator } = await enrolled();
    const login = await passwordStep(operator.username);
    for (let i = 0; i < 4; i++)
      refused(await verify(login.challenge, '000000'), 401, 'operator.code.invalid');
    refused(await verify(login.challenge, '000000'), 429, 'login.locked');
    const cli = createOperatorAuth({
      db: database.db,
      hasher: cheapHasher,
      counters: createMemoryCounterStore(),
      secrets: testSecretBox(),
      now: clock.now,
    });
    clock.advance(1000);
    await cli.unlock(operator.username, CLI_ACTOR);
    refused(
      await verify(login.challenge, await totpCode(app, operator.username)),
      401,
      'operator.challenge.invalid',
    );
    ok(
      await verify((await passwordStep(operator.username)).challenge, await totpCode(app, operator.username)),
    );
  });

  it('a pending challenge dies with an authenticator reset; the next sign-in enrols', async () => {
    const { operator } = await enrolled();
    const login = await passwordStep(operator.username);
    const token = await adminToken();
    ok(await call(app, s.updateOperator, { id: operator.id, resetTwoFactor: true }, { token }));
    refused(
      await verify(login.challenge, await totpCode(app, operator.username, 'A'.repeat(32))),
      401,
      'operator.challenge.invalid',
    );
    expect((await passwordStep(operator.username)).step).toBe('enrol');
  });
});

describe('recovery codes', () => {
  it('sign in once each; renewing needs a current code and retires the old ones', async () => {
    const { operator, session } = await enrolled();
    const [first, second] = session.recoveryCodes as string[];
    // Any case, with or without the dash.
    const withRecovery = ok(
      await verify((await passwordStep(operator.username)).challenge, first!.toUpperCase().replace('-', '')),
    );
    expect(withRecovery.recoveryCodesLeft).toBe(9);
    refused(
      await verify((await passwordStep(operator.username)).challenge, first!),
      401,
      'operator.code.invalid',
    );
    expect((await auditOf(operator.id)).map((a) => a.action)).toContain('operator.recovery.used');

    // An enrolment takes only an authenticator code.
    const token = withRecovery.token as string;
    refused(await call(app, s.newRecoveryCodes, { code: '000000' }, { token }), 401, 'operator.code.invalid');
    const renewed = ok(
      await call(app, s.newRecoveryCodes, { code: await totpCode(app, operator.username) }, { token }),
    );
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(second);
    refused(
      await verify((await passwordStep(operator.username)).challenge, second!),
      401,
      'operator.code.invalid',
    );
    ok(await verify((await passwordStep(operator.username)).challenge, renewed.recoveryCodes[0]));
    const actions = (await auditOf(operator.id)).map((a) => a.action);
    expect(actions).toContain('operator.recovery.renewed');
    expect(JSON.stringify(await auditOf(operator.id))).not.toContain(renewed.recoveryCodes[1]);
  });

  it('five wrong codes on the renewal end the session, without locking the operator out', async () => {
    const { operator, session } = await enrolled();
    const token = session.token as string;
    for (let i = 0; i < 5; i++) {
      refused(
        await call(app, s.newRecoveryCodes, { code: '000000' }, { token }),
        401,
        'operator.code.invalid',
      );
    }
    refused(await call(app, s.me, undefined, { token }), 401, 'operator.not.login');
    ok(
      await verify((await passwordStep(operator.username)).challenge, await totpCode(app, operator.username)),
    );
  });
});

describe('sessions', () => {
  it('logout ends the session and is audited; a disabled operator cannot finish a sign-in', async () => {
    const { operator, session } = await enrolled();
    ok(await call(app, s.logout, undefined, { token: session.token }));
    refused(
      await call(app, operatorCalls.deposits, undefined, { token: session.token }),
      401,
      'operator.not.login',
    );
    expect((await auditOf(operator.id)).map((a) => a.action)).toContain('operator.logout');

    const login = await passwordStep(operator.username);
    await database.db.update(operators).set({ status: 'disabled' }).where(eq(operators.id, operator.id));
    refused(
      await verify(login.challenge, await totpCode(app, operator.username)),
      401,
      'operator.challenge.invalid',
    );
  });
});
