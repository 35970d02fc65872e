import type { DepositStatusName, WithdrawalStatusName } from '@jade/contract/payments';
import { createPasswordHasher } from '../modules/accounts/passwords';
import { createBrandRepository } from '../modules/brand/repository';
import { createLedgerService } from '../modules/ledger/ledger-service';
import { createOperators } from '../modules/operators';
import { CLI_ACTOR } from '../modules/operators/service';
import { createPayments } from '../modules/payments';
import { toMinor } from '../modules/payments/money';
import type { AppConfig } from '../platform/config';
import { loadSecretKeyring } from '../platform/crypto/keyring-source';
import { createSecretBox } from '../platform/crypto/secret-box';
import type { Database } from '../platform/db/client';
import { createMemoryCounterStore } from '../platform/rate-limit/counter-store';
import { createCounterStore } from '../platform/rate-limit/create-counter-store';
import type { PaymentsCommand } from './payments-args';

const line = (value: unknown) => console.info(JSON.stringify(value));

/** Runs a payments command on the same services the `/ops` calls use, as the system operator `cli`. */
export async function runPaymentsCommand(command: PaymentsCommand, db: Database, config: AppConfig) {
  const ledger = createLedgerService(db);
  const brands = createBrandRepository(db);
  const payments = createPayments({
    db,
    ledger,
    hasher: createPasswordHasher(config.accounts.argon2),
    counters: createMemoryCounterStore(),
    settings: config.payments,
    regions: () => brands.allRegions(),
  });
  const secrets = createSecretBox((await loadSecretKeyring(config)).keyring);
  const { actions, auditLog } = createOperators({
    db,
    hasher: createPasswordHasher(config.accounts.argon2),
    counters: createMemoryCounterStore(),
    secrets,
    payments,
    ledger,
    defaultMerchant: async () => {
      const all = await brands.listMerchants();
      return (all.find((m) => m.isDefault) ?? all[0])!.code;
    },
  });
  const page = { pageNo: 1, pageSize: 0 };
  switch (command.kind) {
    case 'deposits': {
      const result = await payments.deposits.list({
        ...page,
        pageSize: command.last,
        status: command.status as DepositStatusName | undefined,
      });
      for (const d of result.list) line(d);
      console.info(`${result.list.length} of ${result.totalCount}`);
      return;
    }
    case 'withdrawals': {
      const result = await payments.withdrawals.list({
        ...page,
        pageSize: command.last,
        status: command.status as WithdrawalStatusName | undefined,
      });
      for (const w of result.list) line(w);
      console.info(`${result.list.length} of ${result.totalCount}`);
      return;
    }
    case 'deposit':
      line(
        command.action === 'approve'
          ? await actions.approveDeposit(command.id, CLI_ACTOR, command.reason)
          : await actions.rejectDeposit(command.id, CLI_ACTOR, command.reason ?? ''),
      );
      return;
    case 'withdrawal':
      switch (command.action) {
        case 'approve':
          line(await actions.approveWithdrawal(command.id, CLI_ACTOR, command.reason));
          return;
        case 'reject':
          line(await actions.rejectWithdrawal(command.id, CLI_ACTOR, command.reason ?? ''));
          return;
        case 'pay':
          line(
            await actions.payWithdrawal(
              command.id,
              CLI_ACTOR,
              command.amount === undefined ? undefined : toMinor(command.amount),
              command.reason,
            ),
          );
          return;
        case 'resolve':
          line(
            await actions.resolveWithdrawal(command.id, CLI_ACTOR, command.outcome!, command.reason ?? ''),
          );
          return;
      }
      return;
    case 'adjust':
      line(await actions.adjust(command, CLI_ACTOR));
      return;
    case 'freeze':
    case 'unfreeze':
      line(await actions.setFrozen(command, command.kind === 'freeze', CLI_ACTOR));
      return;
    case 'operator-unlock': {
      // The shared counters when the server uses Redis; either way the audit entry ends the lock.
      const counters = await createCounterStore(config.redisUrl, config.redisNamespace);
      try {
        const { auth: shared } = createOperators({
          db,
          hasher: createPasswordHasher(config.accounts.argon2),
          counters,
          secrets,
          payments,
          ledger,
          defaultMerchant: async () => '',
        });
        await shared.unlock(command.username, CLI_ACTOR);
        line({ unlocked: command.username });
      } finally {
        await counters.close();
      }
      return;
    }
    case 'operator-audit':
      for (const row of (await auditLog.list({ pageNo: 1, pageSize: command.last })).list.reverse()) {
        line({ ...row, at: new Date(row.at).toISOString() });
      }
      return;
  }
}
