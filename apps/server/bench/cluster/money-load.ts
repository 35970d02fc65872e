// A player load that moves money and keeps the books: one worker per member, each doing its member's
// requests one at a time (status, balance, spins, main ↔ vendor transfers, a game list), and recording
// every money call with its idempotency key and what the answer said it did. After an instance dies
// under it, `resolveUnknown` resends the calls whose outcome is unknown with the SAME key (a replay must
// not apply twice), and `checkBooks` compares each member's ledger balances with the sum of its
// acknowledged operations.
import { randomUUID } from 'node:crypto';
import { parseWireAmount } from '@jade/contract/wallet';
import pg from 'pg';
import { GAME_LIST, memberHeaders, SPIN_BET, SPIN_GAME, type Member } from './player-client';

/** What one money call did to the member's main wallet and vendor sub-wallet (minor units). */
interface Effect {
  main: bigint;
  vendor: bigint;
}

export interface MoneyOp {
  memberId: number;
  kind: 'spin' | 'transfer-in' | 'transfer-out';
  path: string;
  body: string;
  /** ok: answered 2xx (effect known); refused: a clean refusal (no effect); unknown: cut or 5xx. */
  outcome: 'ok' | 'refused' | 'unknown';
  effect?: Effect;
  /** How the unknown outcome was resolved: the resend applied it now, or replayed the first one. */
  resolved?: 'applied' | 'replayed';
  code?: string;
}

export interface RequestRecord {
  at: number;
  ok: boolean;
  status: number;
  path: string;
}

export interface MoneyLoadResult {
  requests: RequestRecord[];
  ops: MoneyOp[];
}

const TRANSFER_AMOUNT = 1; // 1.00 main ↔ vendor
const REQUEST_TIMEOUT_MS = 15_000;

function wireToMinor(value: unknown): bigint {
  if (value === 0 || value === '0') return 0n;
  const parsed = parseWireAmount(value);
  if (!parsed.ok) throw new Error(`bad wire amount ${String(value)}`);
  return parsed.minor;
}

interface Answer {
  status: number;
  body?: { success?: boolean; errorCode?: string; value?: Record<string, unknown> };
}

async function call(baseUrl: string, member: Member, path: string, body?: string): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: memberHeaders(member, body !== undefined),
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: Answer['body'];
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0 };
  }
}

/** The effect an accepted answer reports; undefined when the answer is not an acceptance. */
function effectOf(op: Pick<MoneyOp, 'kind'>, answer: Answer): Effect | undefined {
  if (answer.status !== 200 || !answer.body?.success || !answer.body.value) return undefined;
  const value = answer.body.value;
  if (op.kind === 'spin') return { main: wireToMinor(value.win) - wireToMinor(value.bet), vendor: 0n };
  const amount = wireToMinor(TRANSFER_AMOUNT);
  return op.kind === 'transfer-in' ? { main: -amount, vendor: amount } : { main: amount, vendor: -amount };
}

/** A clean refusal: the server answered with its envelope and a 4xx (insufficient funds, a limit). */
const refused = (answer: Answer) =>
  answer.status >= 400 && answer.status < 500 && answer.body?.success === false;

export interface MoneyLoad {
  /** Stops the workers after their current request and returns everything recorded. */
  stop(): Promise<MoneyLoadResult>;
  /** Requests answered so far (for progress). */
  count(): number;
}

/** Starts one worker per member against `baseUrl` (the load balancer). */
export function startMoneyLoad(baseUrl: string, members: Member[], vendorCode: string): MoneyLoad {
  const requests: RequestRecord[] = [];
  const ops: MoneyOp[] = [];
  let running = true;

  const get = async (member: Member, path: string) => {
    const answer = await call(baseUrl, member, path);
    requests.push({ at: Date.now(), ok: answer.status === 200, status: answer.status, path });
  };
  const money = async (member: Member, kind: MoneyOp['kind']) => {
    const key = randomUUID();
    const [path, body] =
      kind === 'spin'
        ? [
            '/wps/inhouse/slot/spin',
            JSON.stringify({ gameId: SPIN_GAME, bet: SPIN_BET, idempotencyKey: key }),
          ]
        : [
            '/wps/relay/GCS_walletTransfer',
            JSON.stringify({
              vendorCode,
              direction: kind === 'transfer-in' ? 'in' : 'out',
              amount: TRANSFER_AMOUNT,
              idempotencyKey: key,
            }),
          ];
    const answer = await call(baseUrl, member, path, body);
    const op: MoneyOp = { memberId: member.memberId, kind, path, body, outcome: 'unknown' };
    const effect = effectOf(op, answer);
    if (effect) Object.assign(op, { outcome: 'ok', effect });
    else if (refused(answer)) Object.assign(op, { outcome: 'refused', code: answer.body?.errorCode });
    ops.push(op);
    requests.push({ at: Date.now(), ok: op.outcome !== 'unknown', status: answer.status, path });
  };

  const worker = async (member: Member) => {
    // An `out` only after an accepted `in`, so the vendor wallet never runs dry and refusals stay rare.
    while (running) {
      await get(member, '/wps/system/status');
      await get(member, '/wps/v2/wallets/balance');
      await money(member, 'spin');
      await money(member, 'transfer-in');
      await get(member, GAME_LIST);
      await money(member, 'spin');
      await money(member, 'transfer-out');
    }
  };
  const workers = members.map(worker);
  return {
    count: () => requests.length,
    async stop() {
      running = false;
      await Promise.all(workers);
      return { requests, ops };
    },
  };
}

/**
 * Resends every unknown operation with its own key and body until it gets an answer: the server either
 * applies it now (it never took effect) or replays the first result (`replayed: true`). Either way its
 * effect counts once.
 */
export async function resolveUnknown(baseUrl: string, members: Member[], ops: MoneyOp[]): Promise<void> {
  const byId = new Map(members.map((member) => [member.memberId, member]));
  for (const op of ops.filter((o) => o.outcome === 'unknown')) {
    const member = byId.get(op.memberId)!;
    for (let attempt = 1; ; attempt++) {
      const answer = await call(baseUrl, member, op.path, op.body);
      const effect = effectOf(op, answer);
      if (effect) {
        const replayed = answer.body?.value?.replayed === true;
        Object.assign(op, { outcome: 'ok', effect, resolved: replayed ? 'replayed' : 'applied' });
        break;
      }
      if (refused(answer)) {
        Object.assign(op, { outcome: 'refused', code: answer.body?.errorCode, resolved: 'applied' });
        break;
      }
      if (attempt >= 5)
        throw new Error(`could not resolve ${op.kind} of member ${op.memberId}: ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export interface BooksCheck {
  members: number;
  mismatches: { memberId: number; expected: Effect; ledger: Effect }[];
}

/**
 * Per member: ledger main balance == start + Σ main effects, and vendor sub-wallet == Σ vendor effects
 * (every bench member starts with `startMinor` in main and nothing at the vendor).
 */
export async function checkBooks(
  databaseUrl: string,
  members: Member[],
  ops: MoneyOp[],
  vendorCode: string,
  startMinor: bigint,
): Promise<BooksCheck> {
  const expected = new Map<number, Effect>(
    members.map((m) => [m.memberId, { main: startMinor, vendor: 0n }]),
  );
  for (const op of ops) {
    if (op.outcome === 'unknown') throw new Error('resolve the unknown operations first');
    if (!op.effect) continue;
    const sum = expected.get(op.memberId)!;
    sum.main += op.effect.main;
    sum.vendor += op.effect.vendor;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ member_id: number; owner_kind: string; balance: string }>(
      `select member_id, owner_kind, balance::text from ledger_accounts
       where member_id = any($1) and (owner_kind = 'member' or vendor_code = $2)`,
      [members.map((m) => m.memberId), vendorCode],
    );
    const ledger = new Map<number, Effect>(members.map((m) => [m.memberId, { main: 0n, vendor: 0n }]));
    for (const row of rows) {
      const entry = ledger.get(row.member_id)!;
      if (row.owner_kind === 'member') entry.main = BigInt(row.balance);
      else entry.vendor = BigInt(row.balance);
    }
    const mismatches = members
      .map((m) => ({
        memberId: m.memberId,
        expected: expected.get(m.memberId)!,
        ledger: ledger.get(m.memberId)!,
      }))
      .filter((m) => m.expected.main !== m.ledger.main || m.expected.vendor !== m.ledger.vendor);
    return { members: members.length, mismatches };
  } finally {
    await client.end();
  }
}
