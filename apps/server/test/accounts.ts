// Helpers of the accounts integration tests: sealed requests, test members, outboxes, a movable clock.
import { randomBytes } from 'node:crypto';
import type { CallDef } from '@jade/contract/call';
import { sealPayload, sealingPublicKeySchema, type SealingPublicKey } from '@jade/contract/sealed-payload';
import type { ModuleId } from '@jade/contract/module-ids';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createPasswordHasher } from '../src/modules/accounts/passwords';
import { createAccountsRepository, type MemberRow } from '../src/modules/accounts/repository';
import { merchantModules } from '../src/modules/brand/tables';
import type { DatabaseHandle } from '../src/platform/db/client';

/** Cheap argon2id for members created by tests (login verifies with the hash's own parameters). */
export const cheapHasher = createPasswordHasher({ memoryKiB: 8192, timeCost: 1, parallelism: 1 });

export const TEST_MERCHANT = 'jade_ph';
export const STRONG_PASSWORD = 'Jade2026!';

/** A unique suffix, so tests sharing one database never collide. */
export function unique(prefix = 't'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

/** A unique public-looking IPv4 address (rate limits count per IP). */
export function uniqueIp(): string {
  const b = randomBytes(3);
  return `100.${64 + (b[0]! % 64)}.${b[1]}.${1 + (b[2]! % 250)}`;
}

/** An 11-digit mobile number in the 09 form, unique enough for a test run. */
export function uniqueMobile(): string {
  return `09${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
}

export function movableClock(start = Date.now()) {
  const clock = { t: start, now: () => clock.t, advance: (ms: number) => void (clock.t += ms) };
  return clock;
}

const keys = new WeakMap<FastifyInstance, SealingPublicKey>();

export async function sealingKey(app: FastifyInstance): Promise<SealingPublicKey> {
  const known = keys.get(app);
  if (known) return known;
  const response = await app.inject({ method: 'GET', url: '/wps/system/sealingKey' });
  const key = sealingPublicKeySchema.parse(response.json().value);
  keys.set(app, key);
  return key;
}

export interface CallOptions {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
  /** The time the body is sealed at (default now). */
  sealedAt?: number;
}

function headersOf(opts: CallOptions): Record<string, string> {
  return {
    Merchant: TEST_MERCHANT,
    Language: 'EN',
    ...(opts.token ? { Authorization: opts.token } : {}),
    ...opts.headers,
  };
}

/** Sends a call: sealed when the call is `encrypted`, JSON otherwise. */
export async function call(
  app: FastifyInstance,
  def: CallDef,
  body?: unknown,
  opts: CallOptions & { query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: def.method,
    url: def.path,
    headers: headersOf(opts),
    remoteAddress: opts.ip ?? '127.0.0.1',
    ...(opts.query ? { query: opts.query } : {}),
  };
  if (def.encrypted) {
    const key = await sealingKey(app);
    request.payload = await sealPayload(key.jwk, key.kid, def, body, opts.sealedAt);
  } else if (body !== undefined) {
    request.payload = body as InjectOptions['payload'];
  }
  return app.inject(request);
}

export async function createMember(
  database: DatabaseHandle,
  values: Partial<MemberRow> & { password?: string } = {},
): Promise<MemberRow & { password: string }> {
  const { password = STRONG_PASSWORD, ...rest } = values;
  const member = await createAccountsRepository(database.db).insertMember({
    merchantCode: TEST_MERCHANT,
    username: unique('u'),
    referralCode: unique('r'),
    firstLogin: false,
    passwordHash: await cheapHasher.hash(password),
    ...rest,
  });
  return { ...member, password };
}

export async function setModule(database: DatabaseHandle, modId: ModuleId, enabled: boolean) {
  await database.db
    .update(merchantModules)
    .set({ enabled })
    .where(and(eq(merchantModules.merchantCode, TEST_MERCHANT), eq(merchantModules.modId, modId)));
}

/** The code in the newest SMS to a number (the built-in provider's outbox). */
export async function lastSmsCode(database: DatabaseHandle, mobile: string): Promise<string | undefined> {
  const rows = await createAccountsRepository(database.db).listSms({ mobile, last: 1 });
  return rows[0]?.text.match(/\b(\d{6})\b/)?.[1];
}

export async function lastMail(database: DatabaseHandle, to: string) {
  const rows = await createAccountsRepository(database.db).listMail({ to, last: 1 });
  return rows[0];
}

/**
 * A fresh captcha challenge for `ip`: its cookie header, to send with the answer of an app built with
 * `captchaTestAnswer` (which stands in for reading the image).
 */
export async function captchaCookie(app: FastifyInstance, ip: string): Promise<string> {
  const image = await app.inject({
    method: 'GET',
    url: '/wps/captcha',
    headers: { Merchant: TEST_MERCHANT },
    remoteAddress: ip,
  });
  return String(image.headers['set-cookie']).split(';')[0]!;
}
