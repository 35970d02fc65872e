import { describe, expect, it } from 'vitest';
import { checkSoak, type ClientOp, type LedgerFacts, type LedgerTransferFact, type Movement } from './oracle';

const MAIN = 'm:7:MMK';
const SUB = 'v:7:BMB:MMK';
const HOUSE = 'h:jade_ph:game_revenue:MMK';
const EXTERNAL = 'h:jade_ph:external:MMK';

const fund: Movement = { ledgerKey: 'soak-fund:7', amount: 10_000n, from: EXTERNAL, to: MAIN };
const transferIn: Movement = { ledgerKey: 'm:7:k1', amount: 3_000n, from: MAIN, to: SUB };
const bet: Movement = { ledgerKey: 'ih:7:k2:bet', amount: 250n, from: MAIN, to: HOUSE };
const win: Movement = { ledgerKey: 'ih:7:k2:win', amount: 500n, from: HOUSE, to: MAIN };
const transferOut: Movement = { ledgerKey: 'm:7:k3', amount: 1_000n, from: SUB, to: MAIN };

function op(
  kind: string,
  key: string,
  ledgerKeys: string[],
  outcome: ClientOp['outcome'],
  moved?: Movement[],
) {
  return { client: 1, kind, key, ledgerKeys, outcome, moved, attempts: 1 } satisfies ClientOp;
}

/** The ledger after `movements`, with balances computed from them (a sound ledger). */
function ledgerOf(movements: Movement[], tweak: Partial<LedgerFacts> = {}): LedgerFacts {
  const balances = new Map<string, bigint>([
    [MAIN, 0n],
    [SUB, 0n],
  ]);
  const transfers: LedgerTransferFact[] = movements.map((m, i) => {
    balances.set(m.from, (balances.get(m.from) ?? 0n) - m.amount);
    balances.set(m.to, (balances.get(m.to) ?? 0n) + m.amount);
    return { ...m, id: i + 1, entries: 2 };
  });
  return {
    accounts: [MAIN, SUB].map((key) => ({ key, balance: balances.get(key)!, allowNegative: false })),
    transfers,
    reconcile: { clean: true, output: '' },
    ...tweak,
  };
}

const ops: ClientOp[] = [
  op('fund', 'fund', ['soak-fund:7'], 'acknowledged', [fund]),
  op('vendor-in', 'k1', ['m:7:k1'], 'acknowledged', [transferIn]),
  op('spin', 'k2', ['ih:7:k2:bet', 'ih:7:k2:win'], 'acknowledged', [bet, win]),
  // Unknown (the instance died mid-request) but applied: the ledger decides.
  op('vendor-out', 'k3', ['m:7:k3'], 'unknown'),
  // Unknown and never applied.
  op('vendor-in', 'k4', ['m:7:k4'], 'unknown'),
  op('vendor-out', 'k5', ['m:7:k5'], 'refused'),
];
const sound = [fund, transferIn, bet, win, transferOut];

describe('the soak oracle', () => {
  it('passes a ledger that matches the clients, resolving unknown outcomes through it', () => {
    const verdict = checkSoak(ops, ledgerOf(sound));
    expect(verdict).toMatchObject({
      ok: true,
      drift: [],
      lost: [],
      doubleApplied: [],
      unexplained: [],
      outcomes: { acknowledged: 3, refused: 1, unknown: 2 },
      unknownApplied: 1,
      unknownNotApplied: 1,
    });
  });

  it('finds drift when an acknowledged transfer is missing from the ledger', () => {
    const verdict = checkSoak(ops, ledgerOf(sound.filter((m) => m !== transferIn)));
    expect(verdict.ok).toBe(false);
    expect(verdict.lost).toEqual([expect.stringContaining('m:7:k1')]);
    expect(verdict.drift).toEqual(
      expect.arrayContaining([
        {
          account: MAIN,
          expected: 10_000n - 3_000n - 250n + 500n + 1_000n,
          ledger: 10_000n - 250n + 500n + 1_000n,
        },
      ]),
    );
  });

  it('finds drift when a balance moved without a transfer (a balance the entries do not explain)', () => {
    const facts = ledgerOf(sound);
    const accounts = facts.accounts.map((a) => (a.key === SUB ? { ...a, balance: a.balance + 1n } : a));
    const verdict = checkSoak(ops, { ...facts, accounts });
    expect(verdict.ok).toBe(false);
    expect(verdict.drift).toEqual([{ account: SUB, expected: 2_000n, ledger: 2_001n }]);
  });

  it('finds a win the client was not told about, and a refused operation that moved money', () => {
    const refusedMoved: Movement = { ledgerKey: 'm:7:k5', amount: 100n, from: SUB, to: MAIN };
    const verdict = checkSoak(
      ops.map((o) => (o.key === 'k2' ? { ...o, moved: [bet] } : o)),
      ledgerOf([...sound, refusedMoved]),
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.doubleApplied).toEqual([expect.stringContaining('ih:7:k2:win')]);
    expect(verdict.refusedApplied).toEqual([expect.stringContaining('m:7:k5')]);
  });

  it('finds a key posted twice, a transfer no operation explains, a broken transfer and a negative balance', () => {
    const stray: Movement = { ledgerKey: 'm:7:stray', amount: 20_000n, from: MAIN, to: SUB };
    const facts = ledgerOf([...sound, transferIn, stray]);
    const transfers = facts.transfers.map((t) => (t.ledgerKey === 'm:7:k3' ? { ...t, entries: 1 } : t));
    const verdict = checkSoak(ops, { ...facts, transfers });
    expect(verdict.ok).toBe(false);
    expect(verdict.doubleApplied).toEqual([expect.stringContaining('m:7:k1 posted 2 times')]);
    expect(verdict.unexplained).toEqual([expect.stringContaining('m:7:stray')]);
    expect(verdict.broken).toEqual([expect.stringContaining('has 1 entries')]);
    expect(verdict.negative).toEqual([{ account: MAIN, balance: expect.any(BigInt) }]);
  });

  it('fails on an unclean reconcile alone', () => {
    const verdict = checkSoak(ops, ledgerOf(sound, { reconcile: { clean: false, output: 'mismatch' } }));
    expect(verdict.ok).toBe(false);
    expect(verdict.drift).toEqual([]);
  });
});
