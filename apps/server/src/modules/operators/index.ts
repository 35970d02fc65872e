import type { Database } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { PasswordHasher } from '../accounts/passwords';
import type { Payments } from '../payments';
import type { PaymentsLedger } from '../payments/ledger-port';
import { createOperatorActions } from './actions';
import { createOperatorAuth } from './service';

/** Operator sessions and auth hook, and the operator actions (shared with the CLI). */
export function createOperators(deps: {
  db: Database;
  hasher: PasswordHasher;
  counters: CounterStore;
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
    now,
    checkCaptcha: deps.checkCaptcha,
  });
  const actions = createOperatorActions({
    db: deps.db,
    deposits: deps.payments.deposits,
    withdrawals: deps.payments.withdrawals,
    ledger: deps.ledger,
    now,
    defaultMerchant: deps.defaultMerchant,
  });
  return { auth, actions };
}

export type Operators = ReturnType<typeof createOperators>;
