import { opsPaymentSettingsCalls as c } from '@jade/contract/ops-payment-settings-calls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import type { OpsPaymentSettings } from './ops-settings-service';

/** Payment methods and limits in the console: `view` reads, `settings` writes (the auth hook checks too). */
export async function opsPaymentSettingsRoutes(
  app: FastifyInstance,
  deps: { settings: OpsPaymentSettings },
): Promise<void> {
  const { settings } = deps;
  const open = { access: 'open', tag: 'operator' } as const;
  registerCall(
    app,
    c.paymentSettings,
    async ({ request, query }) => (operatorOf(request, 'view'), settings.read(query.region)),
    open,
  );
  registerCall(
    app,
    c.updateDepositMethod,
    async ({ request, body }) => settings.updateMethod(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.setWithdrawLimits,
    async ({ request, body }) => settings.setWithdrawLimits(body, operatorOf(request, 'settings')),
    open,
  );
}
