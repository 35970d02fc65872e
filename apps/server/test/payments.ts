// Helpers of the payments integration tests: image bytes, logged-in members with money, operators,
// multipart bodies and the ledger's reconcile.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { accountCalls } from '@jade/contract/account-calls';
import { opsSessionCalls } from '@jade/contract/ops-session-calls';
import { paymentCalls } from '@jade/contract/payment-calls';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createLedgerService } from '../src/modules/ledger/ledger-service';
import { operators } from '../src/modules/operators/tables';
import { sealContext, totpCodeForStep, totpStep } from '../src/modules/operators/two-factor';
import type { DatabaseHandle } from '../src/platform/db/client';
import type { OperatorRole } from '@jade/contract/ops-roles';
import { call, cheapHasher, createMember, TEST_MERCHANT, unique, uniqueIp } from './accounts';
import { testAppContext, testSecretBox } from './helpers';

export const CURRENCY = 'MMK';
export const OPERATOR = { username: 'operator', password: 'Operator2026!' };

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (signature, IHDR, IDAT, IEND), 1×1 unless told. */
export function pngBytes(width = 1, height = 1, rgb: readonly number[] = [0x2f, 0xbf, 0x71]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // Each row: filter byte 0, then the colour once per pixel.
  const scanline = Buffer.concat([
    Buffer.from([0]),
    ...Array.from({ length: width }, () => Buffer.from(rgb)),
  ]);
  const idat = deflateSync(Buffer.concat(Array.from({ length: height }, () => scanline)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The header of a lossless WebP (RIFF, VP8L chunk) of the given size: enough to read its type and size. */
export function webpBytes(width = 1, height = 1): Buffer {
  const vp8l = Buffer.alloc(5);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  const chunkHeader = Buffer.alloc(8);
  chunkHeader.write('VP8L', 0, 'latin1');
  chunkHeader.writeUInt32LE(vp8l.length, 4);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + chunkHeader.length + vp8l.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, chunkHeader, vp8l, Buffer.alloc(1)]);
}

/** JPEG bytes: SOI, a JFIF APP0 segment, EOI. */
export function jpegBytes(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body of text fields and files. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----jade${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function loginToken(
  app: FastifyInstance,
  username: string,
  password: string,
  sealedAt?: number,
) {
  const response = await call(
    app,
    accountCalls.login,
    { username, password, type: 'username' },
    { ip: uniqueIp(), sealedAt },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.token as string;
}

/** A new real member, logged in, with `money` minor units credited from outside and a payment password. */
export async function payingMember(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: { money?: bigint; paymentPassword?: string | null; type?: number; now?: () => number } = {},
) {
  const member = await createMember(database, { payeeName: 'Test Payee', type: options.type ?? 0 });
  const token = await loginToken(app, member.username, member.password, options.now?.());
  if (options.money) {
    await createLedgerService(database.db).transfer({
      merchantCode: TEST_MERCHANT,
      idempotencyKey: unique('fund'),
      type: 'adjustment',
      debit: { kind: 'house', house: 'external', currency: CURRENCY },
      credit: { kind: 'member', memberId: member.id, currency: CURRENCY },
      amount: options.money,
      actor: { kind: 'system', id: 'test' },
    });
  }
  const password = options.paymentPassword === undefined ? '123456' : options.paymentPassword;
  if (password) {
    const set = await call(
      app,
      paymentCalls.setPaymentPassword,
      { paymentPassword: password, confirmPaymentPassword: password },
      { token, sealedAt: options.now?.() },
    );
    expect(set.statusCode, set.body).toBe(200);
  }
  return { ...member, token, paymentPassword: password };
}

export async function balanceOf(database: DatabaseHandle, memberId: number): Promise<bigint> {
  return createLedgerService(database.db).balance({ kind: 'member', memberId, currency: CURRENCY });
}

/**
 * A TOTP code the app will take for `username` (enrolled, or enrolling with `enrolSecret`): the code
 * of the current step, or of the next when the replay guard has seen the current one. Not the step
 * before: when the clock crosses into the next step between this call and the verify (a loaded
 * machine), that one has left the drift window, and the sign-in failed. When a test has used both
 * (many sign-ins within 30 seconds), the guard is rewound: it is not what such a test tests.
 */
export async function totpCode(app: FastifyInstance, username: string, enrolSecret?: string) {
  const { database, now } = testAppContext(app);
  const byName = sql`lower(${operators.username}) = lower(${username})`;
  const [row] = await database.db.select().from(operators).where(byName);
  if (!row) throw new Error(`no operator ${username}`);
  const secret = enrolSecret ?? testSecretBox().open(row.totpSecret!, sealContext.operator(row.id));
  const current = totpStep(now());
  const last = row.totpLastStep ?? -1;
  let step = [current, current + 1].find((s) => s > last);
  if (step === undefined) {
    await database.db
      .update(operators)
      .set({ totpLastStep: current - 1 })
      .where(eq(operators.id, row.id));
    step = current;
  }
  return totpCodeForStep(secret, step);
}

/** Signs an operator in through both steps (enrolling it at its first sign-in): the verify answer. */
export async function operatorSession(app: FastifyInstance, credentials = OPERATOR) {
  const ip = uniqueIp();
  const login = await call(app, opsSessionCalls.login, credentials, { ip });
  expect(login.statusCode, login.body).toBe(200);
  const step = login.json().value as { step: 'totp' | 'enrol'; challenge: string; secret?: string };
  // Test files share the database and sign the same operator in: two of them can take the same step
  // at once, and the replay guard refuses the second. The challenge stays good: ask again, once or twice.
  let verify;
  for (let attempt = 0; ; attempt++) {
    const code = await totpCode(app, credentials.username, step.secret);
    verify = await call(app, opsSessionCalls.verify, { challenge: step.challenge, code }, { ip });
    const replayed = verify.statusCode === 401 && verify.json().errorCode === 'operator.code.invalid';
    if (!replayed || attempt === 2) break;
  }
  expect(verify.statusCode, verify.body).toBe(200);
  return verify.json().value as {
    token: string;
    operator: { id: number; username: string; role: string };
    recoveryCodes?: string[];
    recoveryCodesLeft: number;
  };
}

export async function operatorToken(app: FastifyInstance, credentials = OPERATOR): Promise<string> {
  return (await operatorSession(app, credentials)).token;
}

/** A new operator of `role` (password `Staff2026!`), signed in: its session token. */
export async function staffToken(
  app: FastifyInstance,
  database: DatabaseHandle,
  role: OperatorRole,
): Promise<string> {
  const username = unique(role.slice(0, 8));
  await database.db
    .insert(operators)
    .values({ username, passwordHash: await cheapHasher.hash('Staff2026!'), role });
  return operatorToken(app, { username, password: 'Staff2026!' });
}

/** The ledger's own reconcile: balances match entries, transfers balance, no negative player account. */
export async function expectReconciled(database: DatabaseHandle) {
  const report = await createLedgerService(database.db).reconcile();
  expect(report.mismatches).toEqual([]);
  expect(report.ok).toBe(true);
}

export function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export function refused(response: LightMyRequestResponse, status: number, errorCode: string) {
  expect({ status: response.statusCode, errorCode: response.json().errorCode }, response.body).toEqual({
    status,
    errorCode,
  });
}
