import { isAgentType, isTrialType } from '@jade/contract/account-types';
import {
  CONSOLIDATED_FLAGS,
  MAIN_ACCOUNT_TYPE_ID,
  type BalanceValue,
  type ConsolidatedValue,
  type MemTransItem,
  type MemTransValue,
  type MovementValue,
  type TransactionType,
} from '@jade/contract/wallet';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, RateLimitedError, RequestParamError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { PasswordHasher } from '../accounts/passwords';
import type { AccountsRepository, MemberRow } from '../accounts/repository';
import type { BrandService } from '../brand/service';
import type { MerchantRow } from '../brand/repository';
import { inMaintenance } from '../games/maintenance-window';
import { vendors } from '../games/tables';
import { accountKey, type AccountRef } from '../ledger/accounts';
import type { LedgerService, TransferResult } from '../ledger/ledger-service';
import { minorToWire, parseWireAmount } from '../ledger/money';
import type { LedgerRepository } from '../ledger/repository';

const MINUTE = 60_000;
/** Wrong payment (or login) passwords in the agent transfer, per agent. */
const PASSWORD_GUARD = { name: 'paypw-member', max: 5, windowMs: 15 * MINUTE };
/** The downline tree is walked at most this deep (the accounts module counts the same way). */
const MAX_DEPTH = 50;

/** The amount of a call in minor units, or 400 `wallet.amount.invalid` with the reason. */
export function amountOf(value: unknown, maxMinor: bigint): bigint {
  const parsed = parseWireAmount(value, maxMinor);
  if (!parsed.ok)
    throw new AppError('wallet.amount.invalid', 400, { field: 'amount', reason: parsed.reason });
  return parsed.minor;
}

/** A member's client key, namespaced so that one member's keys never meet another's or the system's. */
export function memberKey(memberId: number, clientKey: string, suffix?: string): string {
  return `m:${memberId}:${clientKey}${suffix ? `:${suffix}` : ''}`;
}

export function createWalletService(deps: {
  db: Database;
  ledger: LedgerService;
  ledgerRepo: LedgerRepository;
  accounts: AccountsRepository;
  brands: BrandService;
  hasher: PasswordHasher;
  counters: CounterStore;
}) {
  const { db, ledger, ledgerRepo, accounts, brands, hasher, counters } = deps;

  async function merchantOf(member: MemberRow): Promise<MerchantRow> {
    const merchant = (await brands.directory()).byCode.get(member.merchantCode);
    if (!merchant) throw new AppError('merchant.unknown', 400);
    return merchant;
  }

  const mainRef = (member: MemberRow, currency: string): AccountRef => ({
    kind: 'member',
    memberId: member.id,
    currency,
  });

  async function findVendor(brandId: number, code: string) {
    const [row] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.brandId, brandId), eq(vendors.code, code)))
      .limit(1);
    return row;
  }

  async function balanceValue(member: MemberRow, merchant?: MerchantRow): Promise<BalanceValue> {
    const m = merchant ?? (await merchantOf(member));
    const [wallets, typeIds] = await Promise.all([
      ledger.balances(member.id, m.currency),
      db
        .select({ code: vendors.code, accountTypeId: vendors.accountTypeId })
        .from(vendors)
        .where(eq(vendors.brandId, m.brandId)),
    ]);
    const typeOf = new Map(typeIds.map((v) => [v.code, v.accountTypeId]));
    const total = wallets.vendors.reduce((s, v) => s + v.balance, wallets.main);
    return {
      sumBalance: minorToWire(total),
      totalBalance: minorToWire(total),
      balance: [
        { accountTypeId: MAIN_ACCOUNT_TYPE_ID, availBalance: minorToWire(wallets.main) },
        ...wallets.vendors.map((v) => ({
          accountTypeId: typeOf.get(v.vendorCode) ?? 0,
          vendorCode: v.vendorCode,
          availBalance: minorToWire(v.balance),
        })),
      ],
      currency: m.currency,
      currencySymbol: m.currencySymbol,
      currencyPosition: m.currencyPosition,
    };
  }

  async function movement(member: MemberRow, result: TransferResult, amount: bigint): Promise<MovementValue> {
    return {
      transferId: result.transferId,
      replayed: result.replayed,
      amount: minorToWire(amount),
      balance: await balanceValue(member),
    };
  }

  /** The payment password when set, else the login password; 5 wrong tries per 15 minutes. */
  async function checkPaymentPassword(member: MemberRow, password: string) {
    const key = `${PASSWORD_GUARD.name}:${member.id}`;
    const state = await counters.peek(key);
    if (state.count >= PASSWORD_GUARD.max) throw new RateLimitedError('too.many.requests', state.resetInMs);
    const hash = member.paymentPasswordHash ?? (member.hasPassword ? member.passwordHash : null);
    if (hash && (await hasher.verify(hash, password))) return;
    await counters.hit(key, PASSWORD_GUARD.windowMs);
    throw new AppError('payment.password.wrong', 400);
  }

  /** Whether `memberId` lies below `agentId` in the agent tree (any depth). */
  async function inDownline(agentId: number, memberId: number): Promise<boolean> {
    const result = await db.execute<{ found: boolean }>(sql`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from members where id = ${memberId}
        union all
        select m.id, m.parent_id, up.depth + 1 from members m join up on m.id = up.parent_id
        where up.depth < ${MAX_DEPTH}
      )
      select exists(select 1 from up where parent_id = ${agentId}) as found`);
    return result.rows[0]?.found === true;
  }

  async function settings(merchantCode: string) {
    return ledgerRepo.walletSettings(merchantCode);
  }

  return {
    balanceValue,

    /** The payment-password check of agent transfers (5 wrong tries per 15 minutes, per member). */
    checkPaymentPassword,

    /** A transfer amount of the member's brand in minor units, or 400 `wallet.amount.invalid`. */
    async transferAmount(merchantCode: string, value: unknown): Promise<bigint> {
      return amountOf(value, (await settings(merchantCode)).maxTransfer);
    },

    consolidated(): ConsolidatedValue {
      // Without the agents' contracts (the route is given them in app.ts), every flag is 0.
      return Object.fromEntries(CONSOLIDATED_FLAGS.map((f) => [f, 0])) as ConsolidatedValue;
    },

    async merchantWallet(member: MemberRow) {
      return { isSingle: (await settings(member.merchantCode)).singleWallet };
    },

    /** Main ↔ vendor sub-wallet. */
    async vendorTransfer(
      member: MemberRow,
      body: {
        vendorCode?: string | undefined;
        direction?: 'in' | 'out' | undefined;
        transferIn?: string | undefined;
        transferOut?: string | undefined;
        amount: number | string;
        idempotencyKey: string;
      },
    ): Promise<MovementValue> {
      const merchant = await merchantOf(member);
      const wallet = await settings(member.merchantCode);
      const amount = amountOf(body.amount, wallet.maxTransfer);
      let direction = body.direction;
      let code = body.vendorCode;
      if (!direction && body.transferIn) [direction, code] = ['in', body.transferIn];
      if (!direction && body.transferOut) [direction, code] = ['out', body.transferOut];
      if (!direction) throw new RequestParamError('direction');
      if (!code) throw new RequestParamError('vendorCode');
      if (wallet.singleWallet) throw new AppError('wallet.single', 400);
      const vendor = await findVendor(merchant.brandId, code);
      // Money may always come back out of a vendor that was switched off, never go in.
      if (!vendor || (direction === 'in' && !vendor.enabled)) throw new AppError('vendor.unavailable', 400);
      if (inMaintenance(vendor, Date.now()))
        throw new AppError('vendor.maintenance', 400, { vendorCode: vendor.code });
      const main = mainRef(member, merchant.currency);
      const sub: AccountRef = {
        kind: 'vendor-wallet',
        memberId: member.id,
        vendorCode: vendor.code,
        currency: merchant.currency,
      };
      const result = await ledger.transfer({
        merchantCode: member.merchantCode,
        idempotencyKey: memberKey(member.id, body.idempotencyKey),
        type: direction === 'in' ? 'vendor_transfer_in' : 'vendor_transfer_out',
        debit: direction === 'in' ? main : sub,
        credit: direction === 'in' ? sub : main,
        amount,
        reference: vendor.code,
        actor: { kind: 'member', id: String(member.id) },
      });
      return movement(member, result, amount);
    },

    /** Every vendor sub-wallet back to main; a replay of the key answers the first result. */
    async walletReturn(member: MemberRow, clientKey: string) {
      const merchant = await merchantOf(member);
      const wallets = await ledger.balances(member.id, merchant.currency);
      const keyOf = (vendorCode: string) => memberKey(member.id, clientKey, `return:${vendorCode}`);
      const earlier = await ledgerRepo.transfersByKeys(
        member.merchantCode,
        wallets.vendors.map((v) => keyOf(v.vendorCode)),
      );
      if (earlier.length > 0) {
        const byKey = new Map(earlier.map((t) => [t.key, t]));
        const returned = wallets.vendors
          .filter((v) => byKey.has(keyOf(v.vendorCode)))
          .map((v) => ({
            vendorCode: v.vendorCode,
            amount: minorToWire(byKey.get(keyOf(v.vendorCode))!.amount),
          }));
        const total = earlier.reduce((s, t) => s + t.amount, 0n);
        return {
          transferId: earlier[earlier.length - 1]!.id,
          replayed: true,
          amount: minorToWire(total),
          returned,
          balance: await balanceValue(member, merchant),
        };
      }
      const brandVendors = await db.select().from(vendors).where(eq(vendors.brandId, merchant.brandId));
      const closed = new Set(brandVendors.filter((v) => inMaintenance(v, Date.now())).map((v) => v.code));
      // Vendors in maintenance keep their money until they are back (as a real vendor would).
      const movable = wallets.vendors.filter((v) => v.balance > 0n && !closed.has(v.vendorCode));
      const main = mainRef(member, merchant.currency);
      const results = await ledger.transferMany(
        movable.map((v) => ({
          merchantCode: member.merchantCode,
          idempotencyKey: keyOf(v.vendorCode),
          type: 'vendor_transfer_out' as const,
          debit: {
            kind: 'vendor-wallet',
            memberId: member.id,
            vendorCode: v.vendorCode,
            currency: merchant.currency,
          },
          credit: main,
          amount: v.balance,
          reference: v.vendorCode,
          actor: { kind: 'member', id: String(member.id) },
        })),
      );
      const total = movable.reduce((s, v) => s + v.balance, 0n);
      return {
        transferId: results[results.length - 1]?.transferId ?? 0,
        replayed: false,
        amount: minorToWire(total),
        returned: movable.map((v) => ({ vendorCode: v.vendorCode, amount: minorToWire(v.balance) })),
        balance: await balanceValue(member, merchant),
      };
    },

    /** An agent pays a member of their own downline (any depth). */
    async transferDownline(
      agent: MemberRow,
      body: {
        username?: string | undefined;
        memberId?: number | undefined;
        amount: number | string;
        password: string;
        idempotencyKey: string;
        remark?: string | undefined;
      },
    ): Promise<MovementValue> {
      const merchant = await merchantOf(agent);
      const wallet = await settings(agent.merchantCode);
      const amount = amountOf(body.amount, wallet.maxTransfer);
      if (!isAgentType(agent.type)) throw new AppError('not.agent', 403);
      const target =
        body.memberId !== undefined
          ? await accounts.findMemberById(body.memberId)
          : body.username
            ? await accounts.findMemberByUsername(agent.merchantCode, body.username)
            : undefined;
      if (body.memberId === undefined && !body.username) throw new RequestParamError('username');
      // An unknown member and someone else's member answer the same: nobody learns who exists.
      if (!target || target.merchantCode !== agent.merchantCode || !(await inDownline(agent.id, target.id)))
        throw new AppError('transfer.not.downline', 403);
      if (target.id === agent.id || target.status !== 'active' || isTrialType(target.type))
        throw new AppError('transfer.target.invalid', 400);
      await checkPaymentPassword(agent, body.password);
      const result = await ledger.transfer({
        merchantCode: agent.merchantCode,
        idempotencyKey: memberKey(agent.id, body.idempotencyKey),
        type: 'agent_transfer',
        debit: mainRef(agent, merchant.currency),
        credit: mainRef(target, merchant.currency),
        amount,
        reference: `downline:${target.id}`,
        actor: { kind: 'member', id: String(agent.id) },
        ...(body.remark ? { metadata: { remark: body.remark } } : {}),
      });
      return movement(agent, result, amount);
    },

    /** A member pays their direct upline agent. */
    async transferUpline(
      member: MemberRow,
      body: { amount: number | string; idempotencyKey: string; remark?: string | undefined },
    ): Promise<MovementValue> {
      const merchant = await merchantOf(member);
      const wallet = await settings(member.merchantCode);
      const amount = amountOf(body.amount, wallet.maxTransfer);
      const upline = member.parentId === null ? undefined : await accounts.findMemberById(member.parentId);
      if (!upline || !isAgentType(upline.type) || upline.merchantCode !== member.merchantCode)
        throw new AppError('transfer.no.upline', 400);
      if (upline.status !== 'active') throw new AppError('transfer.target.invalid', 400);
      const result = await ledger.transfer({
        merchantCode: member.merchantCode,
        idempotencyKey: memberKey(member.id, body.idempotencyKey),
        type: 'agent_transfer',
        debit: mainRef(member, merchant.currency),
        credit: mainRef(upline, merchant.currency),
        amount,
        reference: `upline:${upline.id}`,
        actor: { kind: 'member', id: String(member.id) },
        ...(body.remark ? { metadata: { remark: body.remark } } : {}),
      });
      return movement(member, result, amount);
    },

    /** The account record: the caller's own entries (main wallet, or one vendor sub-wallet). */
    async history(
      member: MemberRow,
      query: {
        type?: TransactionType[] | undefined;
        startDate?: number | undefined;
        endDate?: number | undefined;
        wallet?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<MemTransValue> {
      const merchant = await merchantOf(member);
      if (query.startDate !== undefined && query.endDate !== undefined && query.startDate > query.endDate)
        throw new RequestParamError('endDate');
      const ref: AccountRef =
        !query.wallet || query.wallet === 'main'
          ? mainRef(member, merchant.currency)
          : {
              kind: 'vendor-wallet',
              memberId: member.id,
              vendorCode: query.wallet,
              currency: merchant.currency,
            };
      if (ref.kind === 'vendor-wallet' && !/^[A-Za-z0-9_-]{1,32}$/.test(ref.vendorCode))
        throw new RequestParamError('wallet');
      const { rows, total } = await ledgerRepo.history({
        accountKey: accountKey(member.merchantCode, ref),
        types: query.type,
        from: query.startDate !== undefined ? new Date(query.startDate) : undefined,
        to: query.endDate !== undefined ? new Date(query.endDate) : undefined,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const list: MemTransItem[] = rows.map((r) => ({
        id: r.id,
        transferId: r.transferId,
        type: r.type,
        amount: minorToWire(r.amount),
        balanceAfter: minorToWire(r.balanceAfter),
        time: r.createdAt.getTime(),
        status:
          r.type !== 'withdrawal_hold' || r.reference === null
            ? 'success'
            : r.settledBy === 'withdrawal_paid'
              ? 'success'
              : r.settledBy === 'withdrawal_release'
                ? 'cancelled'
                : 'pending',
        reference: r.reference,
        currency: r.currency,
      }));
      return {
        list,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** Demo money for a new trial account (free play), from the house demo_funds account. */
    async creditTrial(member: MemberRow): Promise<void> {
      if (!isTrialType(member.type)) return;
      const merchant = await merchantOf(member);
      const { trialCredit } = await settings(member.merchantCode);
      if (trialCredit <= 0n) return;
      await ledger.transfer({
        merchantCode: member.merchantCode,
        idempotencyKey: `trial:${member.id}`,
        type: 'demo_credit',
        debit: { kind: 'house', house: 'demo_funds', currency: merchant.currency },
        credit: mainRef(member, merchant.currency),
        amount: trialCredit,
        actor: { kind: 'system', id: 'free-play' },
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
