import { defineCall } from './call';
import {
  opsDepositMethodSchema,
  opsPaymentSettingsQuerySchema,
  opsPaymentSettingsValueSchema,
  opsSetWithdrawLimitsBodySchema,
  opsUpdateDepositMethodBodySchema,
  opsWithdrawLimitsSchema,
} from './ops-payment-settings';

/**
 * Payment methods and limits in the back office (docs/api.md, "Payment settings"): `view` reads,
 * `settings` writes; every write is audited with before and after. A refused change changes nothing.
 */
export const opsPaymentSettingsCalls = {
  paymentSettings: defineCall({
    method: 'GET',
    path: '/ops/payments/settings',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary: "A region's deposit methods (all, enabled or not), withdrawal limits and gateway secret status",
    query: opsPaymentSettingsQuerySchema,
    value: opsPaymentSettingsValueSchema,
  }),
  updateDepositMethod: defineCall({
    method: 'POST',
    path: '/ops/payments/methods',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
    summary: "Changes a deposit method's name, switch, limits, suggested amounts, order and bank account",
    body: opsUpdateDepositMethodBodySchema,
    value: opsDepositMethodSchema,
  }),
  setWithdrawLimits: defineCall({
    method: 'POST',
    path: '/ops/payments/withdraw-limits',
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
    summary: "Sets a region's withdrawal limits, fee and four-eyes amount (the next request obeys them)",
    body: opsSetWithdrawLimitsBodySchema,
    value: opsWithdrawLimitsSchema,
  }),
};
