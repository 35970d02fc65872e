import { accountColumns, type AccountRef, type Actor } from './accounts';

/** Group commit of standalone transfers (env variables in docs/operations.md, decision H-ledger-batch-1). */
export interface LedgerBatchSettings {
  /** LEDGER_BATCH: post concurrent standalone transfers together (default on). */
  enabled: boolean;
  /** LEDGER_BATCH_MAX: most transfers in one call (default 64). */
  maxSize: number;
  /** LEDGER_BATCH_CONCURRENCY: most batches in flight at once per process, each on its own connection (default 2). */
  concurrency: number;
}

export const DEFAULT_LEDGER_BATCH: LedgerBatchSettings = { enabled: true, maxSize: 64, concurrency: 2 };

/** What ledger_post_batch needs of one transfer: the ledger service's validated and hashed request. */
export interface BatchTransfer {
  req: {
    merchantCode: string;
    idempotencyKey: string;
    type: string;
    debit: AccountRef;
    credit: AccountRef;
    amount: bigint;
    actor: Actor;
    metadata?: Record<string, unknown> | undefined;
  };
  debitKey: string;
  creditKey: string;
  hash: string;
  reference: string | null;
}

/** The jsonb argument of ledger_post_batch (migration 0009): accounts once each, transfers by position. */
export function batchPayload(transfers: readonly BatchTransfer[]): string {
  const positions = new Map<string, number>();
  const accounts: Record<string, unknown>[] = [];
  const position = (key: string, ref: AccountRef, merchant: string, currency: string) => {
    let at = positions.get(key);
    if (at === undefined) {
      const cols = accountColumns(ref);
      accounts.push({
        k: key,
        m: merchant,
        c: currency,
        o: cols.owner,
        mb: cols.memberId,
        v: cols.vendorCode,
        h: cols.house,
      });
      at = accounts.length;
      positions.set(key, at);
    }
    return at;
  };
  const rows = transfers.map(({ req, ...t }, i) => ({
    i: i + 1,
    m: req.merchantCode,
    k: req.idempotencyKey,
    h: t.hash,
    ty: req.type,
    c: req.debit.currency,
    a: req.amount.toString(),
    d: position(t.debitKey, req.debit, req.merchantCode, req.debit.currency),
    cr: position(t.creditKey, req.credit, req.merchantCode, req.credit.currency),
    ref: t.reference,
    ak: req.actor.kind,
    ai: req.actor.id,
    md: req.metadata ?? null,
  }));
  return JSON.stringify({ a: accounts, t: rows });
}
