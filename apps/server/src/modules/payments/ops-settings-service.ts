import type {
  OpsDepositMethod,
  OpsSetWithdrawLimitsBody,
  OpsUpdateDepositMethodBody,
  OpsWithdrawLimits,
} from '@jade/contract/ops-payment-settings';
import { parseWireAmount } from '../ledger/money';
import type { Database } from '../../platform/db/client';
import { AppError, NotFoundError } from '../../platform/errors';
import { writeAudit, type Actor } from '../operators/audit-log';
import { toWire } from './money';
import type {
  MethodChange,
  MethodRow,
  OpsSettingsRepository,
  WithdrawChange,
  WithdrawSettingsRow,
} from './ops-settings-repository';
import { DEFAULT_WITHDRAW_LIMITS } from './withdrawals';

/** A refused value: 400 naming the field and why, before anything is written. */
function invalid(field: string, reason: string): never {
  throw new AppError('payment.limits.invalid', 400, { field, reason }, [field]);
}

/** A wire amount as minor units: more than zero, or (`zeroOk`) zero or more. */
function amountOf(field: string, value: unknown, zeroOk = false): bigint {
  const parsed = parseWireAmount(value as string | number);
  if (parsed.ok) return parsed.minor;
  if (parsed.reason === 'zero' && zeroOk) return 0n;
  return invalid(field, parsed.reason);
}

/** A percent with at most two decimals as basis points (1.5 → 150). */
function bpsOf(rate: number): number {
  const bps = Math.round(rate * 100);
  if (Math.abs(bps - rate * 100) > 1e-6) invalid('feeRate', 'decimals');
  return bps;
}

function methodView(row: MethodRow): OpsDepositMethod {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    currency: row.currency,
    enabled: row.enabled,
    minAmount: toWire(row.minAmount),
    maxAmount: toWire(row.maxAmount),
    fixedAmounts: row.fixedAmounts.map((a) => toWire(BigInt(a))),
    sortOrder: row.sortOrder,
    bankAccount: row.bankAccount ?? null,
  };
}

function limitsView(
  row: WithdrawSettingsRow | undefined,
  currency: string,
  defaultMinutes: number,
): OpsWithdrawLimits {
  const d = DEFAULT_WITHDRAW_LIMITS;
  return {
    currency,
    minAmount: toWire(row?.minAmount ?? d.minAmount),
    maxAmount: toWire(row?.maxAmount ?? d.maxAmount),
    dailyCount: row?.dailyCount ?? d.dailyCount,
    dailyAmount: toWire(row?.dailyAmount ?? d.dailyAmount),
    feeFixed: toWire(row?.feeFixed ?? d.feeFixed),
    feeRate: (row?.feeBps ?? d.feeBps) / 100,
    autoReceiveMinutes: row?.autoReceiveMinutes ?? null,
    defaultAutoReceiveMinutes: defaultMinutes,
    fourEyesAmount: row?.fourEyesAmount == null ? null : toWire(row.fourEyesAmount),
    saved: row !== undefined,
  };
}

/** A method's new fields, checked as a whole: limits in order, suggestions inside them, bank account by kind. */
function methodChange(before: MethodRow, body: OpsUpdateDepositMethodBody): MethodChange {
  const minAmount = amountOf('minAmount', body.minAmount);
  const maxAmount = amountOf('maxAmount', body.maxAmount);
  if (maxAmount < minAmount) invalid('maxAmount', 'below_minimum');
  const fixed = body.fixedAmounts.map((a) => amountOf('fixedAmounts', a));
  if (fixed.some((a) => a < minAmount || a > maxAmount)) invalid('fixedAmounts', 'outside_limits');
  if (new Set(fixed).size !== fixed.length) invalid('fixedAmounts', 'duplicate');
  const bank = body.bankAccount ?? null;
  if (before.kind === 'manual_bank' && !bank) invalid('bankAccount', 'required');
  if (before.kind !== 'manual_bank' && bank) invalid('bankAccount', 'not_for_gateway');
  return {
    name: body.name.trim(),
    enabled: body.enabled,
    minAmount,
    maxAmount,
    fixedAmounts: [...fixed].sort((a, b) => (a < b ? -1 : 1)).map(String),
    sortOrder: Number(body.sortOrder),
    bankAccount: bank
      ? {
          bankName: bank.bankName.trim(),
          accountName: bank.accountName.trim(),
          accountNumber: bank.accountNumber.trim(),
          ...(bank.branch?.trim() ? { branch: bank.branch.trim() } : {}),
        }
      : null,
  };
}

/** Withdrawal limits checked together: a range a request can meet, a fee smaller than the smallest request. */
function withdrawChange(body: OpsSetWithdrawLimitsBody): WithdrawChange {
  const minAmount = amountOf('minAmount', body.minAmount);
  const maxAmount = amountOf('maxAmount', body.maxAmount);
  if (maxAmount < minAmount) invalid('maxAmount', 'below_minimum');
  const dailyAmount = amountOf('dailyAmount', body.dailyAmount);
  if (dailyAmount < minAmount) invalid('dailyAmount', 'below_minimum');
  const feeFixed = amountOf('feeFixed', body.feeFixed, true);
  const feeBps = bpsOf(Number(body.feeRate));
  // The withdrawal refuses a fee of the whole amount: the smallest request must leave something.
  if (feeFixed + (minAmount * BigInt(feeBps)) / 10_000n >= minAmount) invalid('feeFixed', 'above_minimum');
  const fourEyesAmount =
    body.fourEyesAmount === null ? null : amountOf('fourEyesAmount', body.fourEyesAmount);
  return {
    minAmount,
    maxAmount,
    dailyCount: Number(body.dailyCount),
    dailyAmount,
    feeFixed,
    feeBps,
    autoReceiveMinutes: body.autoReceiveMinutes === null ? null : Number(body.autoReceiveMinutes),
    fourEyesAmount,
  };
}

const auditable = (row: WithdrawSettingsRow | undefined, currency: string, minutes: number) => {
  const { saved: _saved, ...view } = limitsView(row, currency, minutes);
  return view;
};

/**
 * The console's payment settings. Reads come straight from the tables the player calls read, so a
 * change holds from the next request on (nothing caches them on the server).
 */
export function createOpsPaymentSettings(deps: {
  db: Database;
  repo: OpsSettingsRepository;
  /** Every region with its brand's name (brand's allRegions). */
  regions: () => Promise<
    { code: string; currency: string; country: string; brand: string; isDefault: boolean }[]
  >;
  /** Where the gateway secret comes from when the environment sets one (GATEWAY_SIM_SECRET). */
  secretFromEnvironment: boolean;
  defaultAutoReceiveMinutes: number;
  now: () => number;
}) {
  const { db, repo, now } = deps;
  const minutes = deps.defaultAutoReceiveMinutes;

  async function regionOf(code: string | undefined) {
    const regions = await deps.regions();
    const region = code
      ? regions.find((r) => r.code === code)
      : (regions.find((r) => r.isDefault) ?? regions[0]);
    if (!region) throw new AppError('request_param_err', 400, { field: 'region' }, ['region']);
    return { regions, region };
  }

  return {
    async read(code: string | undefined) {
      const { regions, region } = await regionOf(code);
      const [methods, row, stored] = await Promise.all([
        repo.methodsOf(region.code, region.currency),
        repo.withdrawRow(region.code, region.currency),
        repo.secretStored(),
      ]);
      return {
        regions: regions.map((r) => ({
          code: r.code,
          name: `${r.brand} · ${r.country}`,
          currency: r.currency,
        })),
        region: region.code,
        currency: region.currency,
        methods: methods.map(methodView),
        withdraw: limitsView(row, region.currency, minutes),
        gatewaySecret: deps.secretFromEnvironment
          ? { set: true, source: 'environment' as const }
          : { set: stored, source: stored ? ('database' as const) : ('none' as const) },
      };
    },

    async updateMethod(body: OpsUpdateDepositMethodBody, actor: Actor): Promise<OpsDepositMethod> {
      return db.transaction(async (tx) => {
        const before = await repo.lockMethod(tx, Number(body.id));
        if (!before) throw new NotFoundError();
        const after = await repo.updateMethod(tx, before.id, methodChange(before, body));
        await writeAudit(
          tx,
          actor,
          {
            action: 'payments.method.update',
            targetType: 'deposit_method',
            targetId: String(before.id),
            before: methodView(before),
            after: methodView(after),
          },
          new Date(now()),
        );
        return methodView(after);
      });
    },

    async setWithdrawLimits(body: OpsSetWithdrawLimitsBody, actor: Actor): Promise<OpsWithdrawLimits> {
      const { region } = await regionOf(body.region);
      const change = withdrawChange(body);
      return db.transaction(async (tx) => {
        const before = await repo.withdrawRow(region.code, region.currency, tx);
        const after = await repo.saveWithdraw(tx, region.code, region.currency, change);
        await writeAudit(
          tx,
          actor,
          {
            action: 'payments.withdraw.limits',
            targetType: 'merchant',
            targetId: `${region.code}:${region.currency}`,
            before: auditable(before, region.currency, minutes),
            after: auditable(after, region.currency, minutes),
          },
          new Date(now()),
        );
        return limitsView(after, region.currency, minutes);
      });
    },
  };
}

export type OpsPaymentSettings = ReturnType<typeof createOpsPaymentSettings>;
