// A player's money calls as a careful real client makes them, for the fault soak: every operation has
// its own idempotency key, a call that gets no definite answer (connection cut, 5xx, 502 from the load
// balancer, a time-out) is sent again with the SAME key a bounded number of times, and the client keeps
// its own record of each operation (oracle.ts ClientOp) with what the answer says moved.
//
// Operations: a main → vendor sub-wallet transfer (`vendor-in`), back (`vendor-out`), an in-house slot
// round (`spin`: the bet out of main, the win back), and a wallet return (`return`: every sub-wallet back
// to main). Ledger keys as the server derives them (wallet/service.ts memberKey, inhouse-games/service.ts).
import { randomUUID } from 'node:crypto';
import { parseWireAmount } from '@jade/contract/wallet';
import type { ClientOp, Movement } from './oracle';
import { BENCH_CURRENCY, BENCH_MERCHANT, memberHeaders, SPIN_GAME, type Member } from './player-client';

export type OpSpec =
  | { kind: 'vendor-in' | 'vendor-out'; vendor: string; amount: bigint }
  | { kind: 'spin'; bet: bigint }
  | { kind: 'return' };

export interface Attempt {
  /** ms since the epoch when the attempt ended. */
  at: number;
  ok: boolean;
  /** The status, or the network error's code. */
  status: string;
}

export interface MoneyClientOptions {
  baseUrl: string;
  member: Member;
  /** The vendor sub-wallets in play (a wallet return names a ledger key per vendor). */
  vendors: readonly string[];
  /** Sends after the first, with the same key (default 5). */
  retries?: number;
  /** Per attempt (default 15 s): a call that hangs counts as no answer. */
  timeoutMs?: number;
  /** Every attempt's end, to count errors per fault window. */
  onAttempt?: (attempt: Attempt) => void;
}

const mainKey = (memberId: number) => `m:${memberId}:${BENCH_CURRENCY}`;
const subKey = (memberId: number, vendor: string) => `v:${memberId}:${vendor}:${BENCH_CURRENCY}`;
const REVENUE = `h:${BENCH_MERCHANT}:game_revenue:${BENCH_CURRENCY}`;
const EXTERNAL = `h:${BENCH_MERCHANT}:external:${BENCH_CURRENCY}`;

/** The opening balance of a bench member (player-client.ts createBenchMembers) as an operation. */
export function fundingOp(memberId: number, amount: bigint): ClientOp {
  const ledgerKey = `bench-fund:${memberId}`;
  return {
    client: memberId,
    kind: 'fund',
    key: ledgerKey,
    ledgerKeys: [ledgerKey],
    outcome: 'acknowledged',
    moved: [{ ledgerKey, amount, from: EXTERNAL, to: mainKey(memberId) }],
    attempts: 1,
  };
}

/** Wire decimal (2.5) → minor units (250n); a round without a win answers 0. */
function minor(value: unknown): bigint {
  if (value === 0) return 0n;
  const parsed = parseWireAmount(value, 10n ** 15n);
  if (!parsed.ok) throw new Error(`bad amount on the wire: ${String(value)}`);
  return parsed.minor;
}

const wire = (amount: bigint) => Number(amount) / 100;

/** The ledger keys an operation may post under, known before it is sent. */
export function ledgerKeysOf(
  spec: OpSpec,
  memberId: number,
  key: string,
  vendors: readonly string[],
): string[] {
  switch (spec.kind) {
    case 'vendor-in':
    case 'vendor-out':
      return [`m:${memberId}:${key}`];
    case 'spin':
      return [`ih:${memberId}:${key}:bet`, `ih:${memberId}:${key}:win`];
    case 'return':
      return vendors.map((v) => `m:${memberId}:${key}:return:${v}`);
  }
}

/** What the success answer says moved. */
function movedBy(spec: OpSpec, memberId: number, key: string, value: Record<string, unknown>): Movement[] {
  const main = mainKey(memberId);
  switch (spec.kind) {
    case 'vendor-in':
    case 'vendor-out': {
      const sub = subKey(memberId, spec.vendor);
      const amount = minor(value.amount);
      const [from, to] = spec.kind === 'vendor-in' ? [main, sub] : [sub, main];
      return [{ ledgerKey: `m:${memberId}:${key}`, amount, from, to }];
    }
    case 'spin': {
      const bet = minor(value.bet);
      const win = minor(value.win);
      const moved = [{ ledgerKey: `ih:${memberId}:${key}:bet`, amount: bet, from: main, to: REVENUE }];
      if (win > 0n)
        moved.push({ ledgerKey: `ih:${memberId}:${key}:win`, amount: win, from: REVENUE, to: main });
      return moved;
    }
    case 'return':
      return (value.returned as { vendorCode: string; amount: number }[])
        .filter((r) => r.amount > 0)
        .map((r) => ({
          ledgerKey: `m:${memberId}:${key}:return:${r.vendorCode}`,
          amount: minor(r.amount),
          from: subKey(memberId, r.vendorCode),
          to: main,
        }));
  }
}

function request(spec: OpSpec, key: string): { method: string; path: string; body?: string } {
  switch (spec.kind) {
    case 'vendor-in':
    case 'vendor-out':
      return {
        method: 'POST',
        path: '/wps/relay/GCS_walletTransfer',
        body: JSON.stringify({
          vendorCode: spec.vendor,
          direction: spec.kind === 'vendor-in' ? 'in' : 'out',
          amount: wire(spec.amount),
          idempotencyKey: key,
        }),
      };
    case 'spin':
      return {
        method: 'POST',
        path: '/wps/inhouse/slot/spin',
        body: JSON.stringify({ gameId: SPIN_GAME, bet: wire(spec.bet), idempotencyKey: key }),
      };
    case 'return':
      return { method: 'GET', path: `/wps/relay/GCS_walletReturn?idempotencyKey=${encodeURIComponent(key)}` };
  }
}

type Reply =
  | { kind: 'success'; value: Record<string, unknown> }
  | { kind: 'refused'; code: string }
  /** No definite answer: the operation may or may not have happened. */
  | { kind: 'retry'; status: string };

async function send(options: MoneyClientOptions, spec: OpSpec, key: string): Promise<Reply> {
  const { method, path, body } = request(spec, key);
  try {
    const response = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers: memberHeaders(options.member, body !== undefined),
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let json: { success?: boolean; value?: Record<string, unknown>; errorCode?: string } | undefined;
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      json = undefined;
    }
    if (response.status === 200 && json?.success === true && json.value)
      return { kind: 'success', value: json.value };
    // A 4xx refusal in the envelope is definite (nothing moved), except a rate limit: try again later.
    if (response.status >= 400 && response.status < 500 && response.status !== 429 && json?.success === false)
      return { kind: 'refused', code: json.errorCode ?? String(response.status) };
    return { kind: 'retry', status: String(response.status) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { kind: 'retry', status: cause?.code ?? (error as Error).name };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `spec` with `key` (a fresh one when omitted) until a definite answer or the retries run out
 * (backoff 100 ms, 200 ms, 400 ms… with jitter). Returns the client's record of the operation, and
 * whether the answer was a replay (nothing moved this time).
 */
export async function perform(
  options: MoneyClientOptions,
  spec: OpSpec,
  key: string = randomUUID(),
): Promise<{ op: ClientOp; replayed?: boolean; refusal?: string }> {
  const { memberId } = options.member;
  const retries = options.retries ?? 5;
  const op: ClientOp = {
    client: memberId,
    kind: spec.kind,
    key,
    ledgerKeys: ledgerKeysOf(spec, memberId, key, options.vendors),
    outcome: 'unknown',
    attempts: 0,
  };
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(100 * 2 ** (attempt - 1) * (0.5 + Math.random()));
    op.attempts++;
    const reply = await send(options, spec, key);
    options.onAttempt?.({
      at: Date.now(),
      ok: reply.kind !== 'retry',
      status: reply.kind === 'retry' ? reply.status : reply.kind,
    });
    if (reply.kind === 'success') {
      const moved = movedBy(spec, memberId, key, reply.value);
      return { op: { ...op, outcome: 'acknowledged', moved }, replayed: reply.value.replayed === true };
    }
    if (reply.kind === 'refused') return { op: { ...op, outcome: 'refused' }, refusal: reply.code };
  }
  return { op };
}
