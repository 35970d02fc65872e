import { POINTS_CURRENCY } from '@jade/contract/points';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { walletSettings } from './tables';

export interface WalletSettings {
  singleWallet: boolean;
  /** Minor units. */
  trialCredit: bigint;
  maxTransfer: bigint;
}

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  singleWallet: false,
  trialCredit: 200_000n,
  maxTransfer: 100_000_000_000n,
};

export interface HistoryFilter {
  accountKey: string;
  types?: readonly string[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

export interface HistoryRow {
  id: number;
  transferId: number;
  type: string;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
  reference: string | null;
  currency: string;
  settledBy: string | null;
}

export interface MemberEntriesFilter {
  memberIds: readonly number[];
  /**
   * Only the entries of this currency. Without it, the money entries: points (PTS, modules/points)
   * have a page of their own and never mix with a member's money.
   */
  currency?: string | undefined;
  types?: readonly string[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

export interface MemberEntryRow {
  id: number;
  memberId: number;
  type: string;
  /** Signed: into the wallet positive, out of it negative. */
  amount: bigint;
  balanceAfter: bigint;
  currency: string;
  createdAt: Date;
}

export interface MemberEntries {
  rows: MemberEntryRow[];
  total: number;
  moneyIn: bigint;
  moneyOut: bigint;
}

/** Read-side queries of the ledger (writes go through ledger_post only). */
export function createLedgerRepository(db: Database) {
  return {
    async walletSettings(merchantCode: string): Promise<WalletSettings> {
      const [row] = await db
        .select()
        .from(walletSettings)
        .where(eq(walletSettings.merchantCode, merchantCode));
      return row
        ? { singleWallet: row.singleWallet, trialCredit: row.trialCredit, maxTransfer: row.maxTransfer }
        : DEFAULT_WALLET_SETTINGS;
    },

    async setWalletSettings(merchantCode: string, values: Partial<WalletSettings>): Promise<void> {
      await db
        .insert(walletSettings)
        .values({ merchantCode, ...DEFAULT_WALLET_SETTINGS, ...values })
        .onConflictDoUpdate({
          target: walletSettings.merchantCode,
          set: { ...values, updatedAt: new Date() },
        });
    },

    /** Entries of one account, newest first, with their transfer; `settledBy` for withdrawal holds. */
    async history(filter: HistoryFilter): Promise<{ rows: HistoryRow[]; total: number }> {
      const where = sql`e.account_id = (select id from ledger_accounts where account_key = ${filter.accountKey})
        ${
          filter.types && filter.types.length > 0
            ? sql`and t.type in (${sql.join(
                filter.types.map((t) => sql`${t}`),
                sql`, `,
              )})`
            : sql``
        }
        ${filter.from ? sql`and e.created_at >= ${filter.from.toISOString()}::timestamptz` : sql``}
        ${filter.to ? sql`and e.created_at < ${filter.to.toISOString()}::timestamptz` : sql``}`;
      const [list, count] = await Promise.all([
        db.execute<{
          id: string;
          transfer_id: string;
          type: string;
          amount: string;
          balance_after: string;
          created_at: Date | string;
          reference: string | null;
          currency: string;
          settled_by: string | null;
        }>(sql`
          select e.id, e.transfer_id, t.type, e.amount, e.balance_after, e.created_at, t.reference, t.currency,
            case when t.type = 'withdrawal_hold' and t.reference is not null then (
              select s.type from ledger_transfers s
              where s.merchant_code = t.merchant_code and s.reference = t.reference
                and s.type in ('withdrawal_paid', 'withdrawal_release')
              order by s.id limit 1) end as settled_by
          from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          where ${where}
          order by e.id desc
          limit ${filter.limit} offset ${filter.offset}`),
        db.execute<{ n: string }>(sql`
          select count(*) as n from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          where ${where}`),
      ]);
      return {
        rows: list.rows.map((r) => ({
          id: Number(r.id),
          transferId: Number(r.transfer_id),
          type: r.type,
          amount: BigInt(r.amount),
          balanceAfter: BigInt(r.balance_after),
          createdAt: new Date(r.created_at),
          reference: r.reference,
          currency: r.currency,
          settledBy: r.settled_by,
        })),
        total: Number(count.rows[0]?.n ?? 0),
      };
    },

    /**
     * Entries of the main wallets of several members (an agent's account details), newest first, with
     * the money in and out over every entry of the filter. Each member's wallets are found through the
     * member index, then each wallet's entries through (account, id): no scan of other members' rows.
     */
    async memberEntries(filter: MemberEntriesFilter): Promise<MemberEntries> {
      if (filter.memberIds.length === 0) return { rows: [], total: 0, moneyIn: 0n, moneyOut: 0n };
      const ids = sql`${`{${filter.memberIds.join(',')}}`}::int[]`;
      const where = sql`e.account_id in (
          select a.id from ledger_accounts a where a.member_id = any(${ids}) and a.owner_kind = 'member'
            and ${filter.currency ? sql`a.currency = ${filter.currency}` : sql`a.currency <> ${POINTS_CURRENCY}`})
        ${filter.types && filter.types.length > 0 ? sql`and t.type = any(${`{${filter.types.join(',')}}`}::text[])` : sql``}
        ${filter.from ? sql`and e.created_at >= ${filter.from.toISOString()}::timestamptz` : sql``}
        ${filter.to ? sql`and e.created_at < ${filter.to.toISOString()}::timestamptz` : sql``}`;
      const [list, sums] = await Promise.all([
        db.execute<{
          id: string;
          member_id: number;
          type: string;
          amount: string;
          balance_after: string;
          currency: string;
          created_at: Date | string;
        }>(sql`
          select e.id, a.member_id, t.type, e.amount, e.balance_after, t.currency, e.created_at
          from ledger_entries e
          join ledger_transfers t on t.id = e.transfer_id
          join ledger_accounts a on a.id = e.account_id
          where ${where}
          order by e.id desc
          limit ${filter.limit} offset ${filter.offset}`),
        // The totals read the entries alone unless a type is asked for (no transfer row per entry).
        db.execute<{ n: string; money_in: string | null; money_out: string | null }>(sql`
          select count(*) as n,
                 sum(e.amount) filter (where e.amount > 0) as money_in,
                 -sum(e.amount) filter (where e.amount < 0) as money_out
          from ledger_entries e
          ${filter.types && filter.types.length > 0 ? sql`join ledger_transfers t on t.id = e.transfer_id` : sql``}
          where ${where}`),
      ]);
      const s = sums.rows[0];
      return {
        rows: list.rows.map((r) => ({
          id: Number(r.id),
          memberId: Number(r.member_id),
          type: r.type,
          amount: BigInt(r.amount),
          balanceAfter: BigInt(r.balance_after),
          currency: r.currency,
          createdAt: new Date(r.created_at),
        })),
        total: Number(s?.n ?? 0),
        moneyIn: BigInt(s?.money_in ?? '0'),
        moneyOut: BigInt(s?.money_out ?? '0'),
      };
    },

    /** Transfers already made under these idempotency keys (replays of multi-transfer calls). */
    async transfersByKeys(merchantCode: string, keys: readonly string[]) {
      if (keys.length === 0) return [];
      const result = await db.execute<{ id: string; idempotency_key: string; amount: string }>(sql`
        select id, idempotency_key, amount from ledger_transfers
        where merchant_code = ${merchantCode}
          and idempotency_key in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by id`);
      return result.rows.map((r) => ({ id: Number(r.id), key: r.idempotency_key, amount: BigInt(r.amount) }));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
