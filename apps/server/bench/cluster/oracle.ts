// The fault soak's oracle: what the clients believe happened against what the ledger says happened.
//
// Each client keeps its own record of every operation it sent: the idempotency key, every ledger key
// the operation may post under (the server derives them from the key: `m:<member>:<key>` for a wallet
// transfer, `ih:<member>:<key>:bet|win` for an in-house round…), and the outcome:
//   - acknowledged: the server answered success; the answer says what moved (`moved`);
//   - refused: the server answered a business refusal (insufficient funds…): nothing may have moved;
//   - unknown: no answer after the client's retries (connection cut, 5xx, timeout). The ledger decides:
//     the operation counts as applied with exactly the transfers found under its ledger keys.
// `checkSoak` is pure (unit-tested with hand-made cases); `readLedgerFacts` reads the facts from the
// database of the soak.
import { POINTS_CURRENCY } from '@jade/contract/points';
import type pg from 'pg';

export type Outcome = 'acknowledged' | 'refused' | 'unknown';

/** One transfer of money between two ledger accounts (account keys as in ledger/accounts.ts). */
export interface Movement {
  ledgerKey: string;
  amount: bigint;
  from: string;
  to: string;
}

export interface ClientOp {
  client: number;
  kind: string;
  /** The client's idempotency key (the same on every retry). */
  key: string;
  /** Every ledger idempotency key this operation may post under. */
  ledgerKeys: readonly string[];
  outcome: Outcome;
  /** Acknowledged: the transfers the answer reports (none for a round without a win, say). */
  moved?: readonly Movement[];
  attempts: number;
}

export interface LedgerTransferFact extends Movement {
  id: number;
  /** Entries written for the transfer: exactly 2 (a debit and a credit) when sound. */
  entries: number;
}

export interface LedgerFacts {
  /** Every account the soak's members own (main wallets and vendor sub-wallets). */
  accounts: readonly { key: string; balance: bigint; allowNegative: boolean }[];
  /** Every transfer touching one of those accounts. */
  transfers: readonly LedgerTransferFact[];
  /** `operator reconcile` over the whole ledger. */
  reconcile: { clean: boolean; output: string };
}

export interface Verdict {
  ok: boolean;
  ops: number;
  outcomes: Record<Outcome, number>;
  /** Unknown outcomes, resolved through the ledger. */
  unknownApplied: number;
  unknownNotApplied: number;
  accounts: number;
  transfers: number;
  /** Accounts whose ledger balance differs from the clients' records. */
  drift: { account: string; expected: bigint; ledger: bigint }[];
  negative: { account: string; balance: bigint }[];
  /** A ledger key posted more than once, or an operation applied beyond what it may post. */
  doubleApplied: string[];
  /** Acknowledged operations the ledger lacks or holds differently (a lost committed transfer). */
  lost: string[];
  /** Refused operations that moved money all the same. */
  refusedApplied: string[];
  /** Transfers on the members' accounts that no client operation explains. */
  unexplained: string[];
  /** Transfers without exactly their two entries. */
  broken: string[];
  reconcileClean: boolean;
}

const same = (a: Movement, b: Movement) =>
  a.ledgerKey === b.ledgerKey && a.amount === b.amount && a.from === b.from && a.to === b.to;

const describe = (m: Movement) => `${m.ledgerKey}: ${m.amount} ${m.from} → ${m.to}`;

export function checkSoak(ops: readonly ClientOp[], facts: LedgerFacts): Verdict {
  const outcomes: Record<Outcome, number> = { acknowledged: 0, refused: 0, unknown: 0 };
  const byKey = new Map<string, LedgerTransferFact[]>();
  for (const t of facts.transfers) byKey.set(t.ledgerKey, [...(byKey.get(t.ledgerKey) ?? []), t]);

  const doubleApplied = [...byKey]
    .filter(([, list]) => list.length > 1)
    .map(
      ([key, list]) => `${key} posted ${list.length} times (transfers ${list.map((t) => t.id).join(', ')})`,
    );
  const lost: string[] = [];
  const refusedApplied: string[] = [];
  const explained = new Set<string>();
  const expected = new Map<string, bigint>();
  const apply = (m: Movement) => {
    expected.set(m.from, (expected.get(m.from) ?? 0n) - m.amount);
    expected.set(m.to, (expected.get(m.to) ?? 0n) + m.amount);
  };
  let unknownApplied = 0;
  let unknownNotApplied = 0;

  const seenKeys = new Set<string>();
  for (const op of ops) {
    outcomes[op.outcome]++;
    const label = `client ${op.client} ${op.kind} ${op.key}`;
    for (const key of op.ledgerKeys) {
      if (seenKeys.has(key)) doubleApplied.push(`${label}: ledger key ${key} claimed by two operations`);
      seenKeys.add(key);
      explained.add(key);
    }
    // The first transfer of each of the operation's keys (a second one is reported above).
    const inLedger = op.ledgerKeys.flatMap((key) => byKey.get(key)?.slice(0, 1) ?? []);
    switch (op.outcome) {
      case 'acknowledged': {
        const moved = op.moved ?? [];
        for (const m of moved) {
          if (!op.ledgerKeys.includes(m.ledgerKey))
            doubleApplied.push(`${label}: answered a transfer under a foreign key ${m.ledgerKey}`);
          const found = inLedger.find((t) => t.ledgerKey === m.ledgerKey);
          if (!found) lost.push(`${label}: acknowledged ${describe(m)} is not in the ledger`);
          else if (!same(found, m))
            lost.push(`${label}: acknowledged ${describe(m)}, the ledger holds ${describe(found)}`);
          apply(m);
        }
        for (const t of inLedger)
          if (!moved.some((m) => m.ledgerKey === t.ledgerKey))
            doubleApplied.push(`${label}: the ledger holds ${describe(t)} beyond the acknowledged answer`);
        break;
      }
      case 'refused':
        for (const t of inLedger)
          refusedApplied.push(`${label}: refused, yet the ledger holds ${describe(t)}`);
        break;
      case 'unknown':
        if (inLedger.length > 0) unknownApplied++;
        else unknownNotApplied++;
        inLedger.forEach(apply);
        break;
    }
  }

  const ledger = new Map(facts.accounts.map((a) => [a.key, a]));
  const drift: Verdict['drift'] = [];
  for (const key of new Set([...ledger.keys(), ...expected.keys()])) {
    // House accounts are shared with everything else on the merchant; reconcile proves those.
    if (!ledger.has(key) && !isMemberSide(key)) continue;
    const want = expected.get(key) ?? 0n;
    const have = ledger.get(key)?.balance ?? 0n;
    if (want !== have) drift.push({ account: key, expected: want, ledger: have });
  }
  const negative = facts.accounts
    .filter((a) => a.balance < 0n && !a.allowNegative)
    .map((a) => ({ account: a.key, balance: a.balance }));
  const unexplained = facts.transfers
    .filter((t) => !explained.has(t.ledgerKey))
    .map((t) => `transfer ${t.id} ${describe(t)}`);
  const broken = facts.transfers
    .filter((t) => t.entries !== 2)
    .map((t) => `transfer ${t.id} (${t.ledgerKey}) has ${t.entries} entries`);

  const verdict: Verdict = {
    ok: false,
    ops: ops.length,
    outcomes,
    unknownApplied,
    unknownNotApplied,
    accounts: facts.accounts.length,
    transfers: facts.transfers.length,
    drift,
    negative,
    doubleApplied,
    lost,
    refusedApplied,
    unexplained,
    broken,
    reconcileClean: facts.reconcile.clean,
  };
  verdict.ok =
    facts.reconcile.clean &&
    [drift, negative, doubleApplied, lost, refusedApplied, unexplained, broken].every((l) => l.length === 0);
  return verdict;
}

/** Member main wallets (`m:`) and vendor sub-wallets (`v:`), as opposed to house accounts (`h:`). */
function isMemberSide(accountKey: string): boolean {
  return accountKey.startsWith('m:') || accountKey.startsWith('v:');
}

/** The accounts of `memberIds` and every transfer touching them, with the entry count of each. */
export async function readLedgerFacts(
  pool: pg.Pool,
  memberIds: readonly number[],
  reconcile: LedgerFacts['reconcile'],
): Promise<LedgerFacts> {
  const client = await pool.connect();
  try {
    // One snapshot for both reads.
    await client.query('begin isolation level repeatable read read only');
    // Money only: points (currency PTS, modules/points) are earned by a job from the spins' bet facts,
    // are no client's operation, and never mix with money; the ledger's reconcile covers them.
    const accounts = await client.query<{ account_key: string; balance: string; allow_negative: boolean }>(
      `select account_key, balance, allow_negative from ledger_accounts
        where member_id = any($1::int[]) and currency <> $2`,
      [memberIds, POINTS_CURRENCY],
    );
    const transfers = await client.query<{
      id: string;
      idempotency_key: string;
      amount: string;
      debit_key: string;
      credit_key: string;
      entries: string;
    }>(
      `select t.id, t.idempotency_key, t.amount, d.account_key as debit_key, c.account_key as credit_key,
              (select count(*) from ledger_entries e where e.transfer_id = t.id) as entries
         from ledger_transfers t
         join ledger_accounts d on d.id = t.debit_account_id
         join ledger_accounts c on c.id = t.credit_account_id
        where (d.member_id = any($1::int[]) or c.member_id = any($1::int[])) and d.currency <> $2
        order by t.id`,
      [memberIds, POINTS_CURRENCY],
    );
    await client.query('commit');
    return {
      accounts: accounts.rows.map((r) => ({
        key: r.account_key,
        balance: BigInt(r.balance),
        allowNegative: r.allow_negative,
      })),
      transfers: transfers.rows.map((r) => ({
        id: Number(r.id),
        ledgerKey: r.idempotency_key,
        amount: BigInt(r.amount),
        from: r.debit_key,
        to: r.credit_key,
        entries: Number(r.entries),
      })),
      reconcile,
    };
  } finally {
    client.release();
  }
}

/** A short, printable form of the verdict (bigints as strings, long lists cut). */
export function verdictSummary(verdict: Verdict, listMax = 10) {
  const cut = <T>(list: T[]) =>
    list.length > listMax ? [...list.slice(0, listMax), `… ${list.length - listMax} more`] : list;
  return {
    ok: verdict.ok,
    ops: verdict.ops,
    outcomes: verdict.outcomes,
    unknownResolved: { applied: verdict.unknownApplied, notApplied: verdict.unknownNotApplied },
    accounts: verdict.accounts,
    transfers: verdict.transfers,
    drift: cut(verdict.drift.map((d) => `${d.account}: expected ${d.expected}, ledger ${d.ledger}`)),
    negative: cut(verdict.negative.map((n) => `${n.account}: ${n.balance}`)),
    doubleApplied: cut(verdict.doubleApplied),
    lost: cut(verdict.lost),
    refusedApplied: cut(verdict.refusedApplied),
    unexplained: cut(verdict.unexplained),
    broken: cut(verdict.broken),
    reconcileClean: verdict.reconcileClean,
  };
}
