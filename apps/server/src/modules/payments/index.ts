import type { Database } from '../../platform/db/client';
import type { JobHandler } from '../../platform/jobs/worker';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { PasswordHasher } from '../accounts/passwords';
import type { DbTransaction } from '../../platform/jobs/queue';
import { createDepositService, type CreditedDeposit } from './deposits';
import { createGatewaySim, loadGatewaySimSecret, SIM_NOTIFY_JOB } from './gateway-sim';
import type { PaymentsLedger } from './ledger-port';
import { createOpsSettingsRepository } from './ops-settings-repository';
import { createOpsPaymentSettings } from './ops-settings-service';
import { DEFAULT_PAYMENTS_SETTINGS, type PaymentsSettings } from './settings';
import { AUTO_RECEIVE_JOB, createWithdrawalService } from './withdrawals';

/** Builds deposits, withdrawals, the gateway simulator and their background job handlers. */
export function createPayments(deps: {
  db: Database;
  ledger: PaymentsLedger;
  hasher: PasswordHasher;
  counters: CounterStore;
  settings?: Partial<PaymentsSettings> | undefined;
  now?: (() => number) | undefined;
  /** Every region with its brand's name, for the console's payment settings (brand repository). */
  regions: () => Promise<
    { code: string; currency: string; country: string; brand: string; isDefault: boolean }[]
  >;
  /** A deposit was credited (in its transaction): the rewards count it. */
  onDepositCredited?: ((tx: DbTransaction, deposit: CreditedDeposit) => Promise<void>) | undefined;
  /** A withdrawal is being requested (in its transaction): the rewards' bonus rule applies. */
  /** A member's own daily withdrawal limits above the brand's (the rewards' VIP levels). */
  withdrawalLimits?:
    ((memberId: number) => Promise<{ dailyAmount?: bigint; dailyCount?: number }>) | undefined;
  onWithdrawalRequested?:
    ((tx: DbTransaction, member: { id: number; merchantCode: string }) => Promise<void>) | undefined;
  /** Which of these members hold an open bonus now (a risk flag on the withdrawal queue). */
  openBonuses?: ((memberIds: readonly number[]) => Promise<ReadonlySet<number>>) | undefined;
}) {
  const settings: PaymentsSettings = { ...DEFAULT_PAYMENTS_SETTINGS, ...deps.settings };
  const now = deps.now ?? Date.now;
  let secret: Promise<string> | undefined;
  const loadSecret = () => {
    secret ??= loadGatewaySimSecret(deps.db, settings.gatewaySimSecret).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const sim = createGatewaySim({
    db: deps.db,
    secret: loadSecret,
    now,
    windowMs: settings.notificationWindowMs,
    enabled: settings.gatewaySim,
  });
  const deposits = createDepositService({
    db: deps.db,
    ledger: deps.ledger,
    gateway: sim.gateway,
    now,
    onCredited: deps.onDepositCredited,
  });
  const withdrawals = createWithdrawalService({
    db: deps.db,
    ledger: deps.ledger,
    hasher: deps.hasher,
    counters: deps.counters,
    settings,
    now,
    onRequested: deps.onWithdrawalRequested,
    memberLimits: deps.withdrawalLimits,
    openBonuses: deps.openBonuses,
  });
  // The console's methods and limits (issue 16 item 8): the same tables the player calls read.
  const opsSettings = createOpsPaymentSettings({
    db: deps.db,
    repo: createOpsSettingsRepository(deps.db),
    regions: deps.regions,
    secretFromEnvironment: Boolean(settings.gatewaySimSecret),
    defaultAutoReceiveMinutes: settings.withdrawAutoReceiveMinutes,
    now,
  });
  const jobHandlers = new Map<string, JobHandler>([
    [
      AUTO_RECEIVE_JOB,
      async ({ tx, job, now: at }) => {
        await withdrawals.autoReceive(tx, Number(job.payload.withdrawalId), at);
      },
    ],
    [SIM_NOTIFY_JOB, async ({ tx, job }) => sim.retryNotification(tx, String(job.payload.orderId))],
  ]);
  return { settings, sim, deposits, withdrawals, opsSettings, jobHandlers, loadSecret };
}

export type Payments = ReturnType<typeof createPayments>;
