// The mixed player session of the benches, shared by session-bench.ts, scale-out.ts and the soak:
// bench members made straight in the database, a real login through the sealed payload, and the round
// of 11 requests a logged-in player makes (status, banners, game lists, balance, a vendor launch and
// in-house spins, each spin with its own idempotency key).
import { randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { BANNER_GROUPS } from '@jade/contract/content';
import { sealPayload, sealingPublicKeySchema, type SealingPublicKey } from '@jade/contract/sealed-payload';
import type autocannon from 'autocannon';
import type { Database } from '../../src/platform/db/client';
import { createPasswordHasher, DEFAULT_ARGON2 } from '../../src/modules/accounts/passwords';
import { createAccountsRepository } from '../../src/modules/accounts/repository';
import { createLedgerService } from '../../src/modules/ledger/ledger-service';

export const BENCH_PASSWORD = 'Bench2026!';
export const BENCH_MERCHANT = 'jade_ph';
export const BENCH_CURRENCY = 'MMK';
export const SPIN_GAME = 'lotus-fortune';
/** A spin's total bet on the wire (MMK). */
export const SPIN_BET = 2.5;
export const GAME_LIST =
  '/wps/relay/GCSGAME_gameList?clientType=3&platform=flash%2Chtml5-desktop&pageSize=24&gameType=RNG&pageNo=1';
export const SESSION_ROUND =
  'status, banners, game list ×3, balance ×2, launch (vendor), spin ×3 (each its own idempotency key)';

export interface BenchMember {
  memberId: number;
  username: string;
}

export interface Member extends BenchMember {
  token: string;
  /** The address it comes from (X-Forwarded-For), so per-address limits count per player. */
  ip: string;
}

/**
 * Inserts `count` members `<prefix><i>` of BENCH_MERCHANT (one argon2 hash for all) and funds each main
 * wallet with `fundMinor` through the ledger. Straight in the database: registration is not what the
 * benches measure, and its per-address limits would stop a few hundred sign-ups.
 */
export async function createBenchMembers(
  db: Database,
  options: { count: number; prefix: string; fundMinor?: bigint },
): Promise<BenchMember[]> {
  const hash = await createPasswordHasher(DEFAULT_ARGON2).hash(BENCH_PASSWORD);
  const accounts = createAccountsRepository(db);
  const ledger = createLedgerService(db);
  const made: BenchMember[] = [];
  for (let i = 0; i < options.count; i++) {
    const member = await accounts.insertMember({
      merchantCode: BENCH_MERCHANT,
      username: `${options.prefix}${i}`,
      passwordHash: hash,
      referralCode: `${options.prefix}${i}r`,
      firstLogin: false,
    });
    await ledger.transfer({
      merchantCode: BENCH_MERCHANT,
      idempotencyKey: `bench-fund:${member.id}`,
      type: 'adjustment',
      debit: { kind: 'house', house: 'external', currency: BENCH_CURRENCY },
      credit: { kind: 'member', memberId: member.id, currency: BENCH_CURRENCY },
      amount: options.fundMinor ?? 100_000_000n,
      actor: { kind: 'operator', id: 'bench' },
    });
    made.push({ memberId: member.id, username: member.username });
  }
  return made;
}

/** A distinct private address per member index (10.<b>.x.y): `b` keeps two runs' players apart. */
export function memberIp(index: number, b = 77): string {
  return `10.${b}.${index >> 8}.${(index & 255) + 1}`;
}

export async function fetchSealingKey(baseUrl: string): Promise<SealingPublicKey> {
  const response = await fetch(`${baseUrl}/wps/system/sealingKey`);
  return sealingPublicKeySchema.parse(((await response.json()) as { value: unknown }).value);
}

export interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  value?: T;
}

/** POST /wps/session/login with a sealed body; the raw answer (status and envelope). */
export async function postLogin(
  baseUrl: string,
  key: SealingPublicKey,
  input: { username: string; password: string; ip: string; captcha?: string },
): Promise<{ status: number; body: Envelope<{ token: string }> }> {
  const sealed = await sealPayload(key.jwk, key.kid, accountCalls.login, {
    username: input.username,
    password: input.password,
    type: 'username',
    ...(input.captcha ? { captcha: input.captcha } : {}),
  });
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Merchant: BENCH_MERCHANT, 'X-Forwarded-For': input.ip },
    body: JSON.stringify(sealed),
  });
  return { status: response.status, body: (await response.json()) as Envelope<{ token: string }> };
}

/** Logs every member in (one after another) through `baseUrl`; member i comes from memberIp(i, ipBlock). */
export async function loginMembers(baseUrl: string, members: BenchMember[], ipBlock = 77): Promise<Member[]> {
  const key = await fetchSealingKey(baseUrl);
  const loggedIn: Member[] = [];
  for (const [i, member] of members.entries()) {
    const ip = memberIp(i, ipBlock);
    const { body } = await postLogin(baseUrl, key, {
      username: member.username,
      password: BENCH_PASSWORD,
      ip,
    });
    if (!body.success || !body.value)
      throw new Error(`login of ${member.username} failed: ${JSON.stringify(body)}`);
    loggedIn.push({ ...member, token: body.value.token, ip });
  }
  return loggedIn;
}

/** A vendor game (BMB) to launch in the session. */
export async function findLaunchNode(baseUrl: string): Promise<string> {
  const response = await fetch(
    `${baseUrl}/wps/relay/GCSGAME_gameList?clientType=3&pageSize=5&gameType=RNG&vassalage=BMB`,
    { headers: { Merchant: BENCH_MERCHANT } },
  );
  const list = (await response.json()) as { value: { games: { nodeId: string }[] } };
  const node = list.value.games[0]?.nodeId;
  if (!node) throw new Error('no vendor game to launch');
  return node;
}

/** The headers of a member's request. */
export function memberHeaders(member: Member, json = false): Record<string, string> {
  return {
    Merchant: BENCH_MERCHANT,
    Authorization: member.token,
    'X-Forwarded-For': member.ip,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

export function spinBody(idempotencyKey: string = randomUUID()): string {
  return JSON.stringify({ gameId: SPIN_GAME, bet: SPIN_BET, idempotencyKey });
}

/**
 * The session as autocannon requests: each connection takes the next member (round robin) and keeps
 * it, and every round is 11 requests. `onStatus` sees every answer's status (to count refusals).
 */
export function sessionRequests(
  members: Member[],
  launchNode: string,
  onStatus?: (status: number) => void,
): autocannon.Request[] {
  let next = 0;
  const asMember =
    (request: Partial<autocannon.Request>) =>
    (raw: autocannon.Request, context: object): autocannon.Request => {
      const state = context as { member?: Member };
      const member = state.member ?? members[next++ % members.length]!;
      state.member = member;
      return { ...raw, ...request, headers: memberHeaders(member, request.method === 'POST') };
    };
  const get = (path: string): autocannon.Request => ({
    method: 'GET',
    path,
    setupRequest: asMember({ path }),
  });
  const spin: autocannon.Request = {
    method: 'POST',
    path: '/wps/inhouse/slot/spin',
    setupRequest: (raw, context) =>
      asMember({ method: 'POST', path: '/wps/inhouse/slot/spin', body: spinBody() })(raw, context),
  };
  const round = [
    get('/wps/system/status'),
    get(`/wps/relay/CCSFE_getBanners?groupNames=${BANNER_GROUPS.slice(0, 3).join(',')}`),
    get(GAME_LIST),
    get('/wps/v2/wallets/balance'),
    get(GAME_LIST.replace('gameType=RNG', 'gameType=LIVE')),
    get(`/wps/game/launchGame?nodeId=${encodeURIComponent(launchNode)}`),
    spin,
    spin,
    get(GAME_LIST.replace('pageNo=1', 'pageNo=2')),
    spin,
    get('/wps/v2/wallets/balance'),
  ];
  return onStatus ? round.map((request) => ({ ...request, onResponse: onStatus })) : round;
}
