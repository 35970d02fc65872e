import type { Database } from '../../platform/db/client';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { PasswordHasher } from '../accounts/passwords';
import type { Payments } from '../payments';
import type { PaymentsLedger } from '../payments/ledger-port';
import { createOperatorActions } from './actions';
import { createApprovals } from './approvals';
import { createAuditLog } from './audit-log';
import { createOperatorAccounts } from './operator-accounts';
import { createOperatorAuth } from './service';

/**
 * Operator sign-in and auth hook, operator accounts, the audit log, the operator actions (shared
 * with the CLI) and the four-eyes approvals.
 */
export function createOperators(deps: {
  db: Database;
  hasher: PasswordHasher;
  counters: CounterStore;
  /** Seals the operators' TOTP secrets at rest. */
  secrets: SecretBox;
  payments: Payments;
  ledger: PaymentsLedger;
  defaultMerchant: () => Promise<string>;
  now?: (() => number) | undefined;
  /** The members' captcha, also asked of operators after failed logins. */
  checkCaptcha?: ((id: string | undefined, answer: string) => Promise<boolean>) | undefined;
}) {
  const now = deps.now ?? Date.now;
  const auth = createOperatorAuth({
    db: deps.db,
    hasher: deps.hasher,
    counters: deps.counters,
    secrets: deps.secrets,
    now,
    checkCaptcha: deps.checkCaptcha,
  });
  const accounts = createOperatorAccounts({ db: deps.db, hasher: deps.hasher, secrets: deps.secrets, now });
  const auditLog = createAuditLog(deps.db);
  const actions = createOperatorActions({
    db: deps.db,
    deposits: deps.payments.deposits,
    withdrawals: deps.payments.withdrawals,
    ledger: deps.ledger,
    now,
    defaultMerchant: deps.defaultMerchant,
  });
  const approvals = createApprovals({ db: deps.db, actions, now });
  return { auth, accounts, auditLog, actions, approvals };
}

export type Operators = ReturnType<typeof createOperators>;
