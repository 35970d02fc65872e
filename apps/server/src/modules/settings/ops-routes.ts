import { opsSettingsCalls } from '@jade/contract/ops-settings-calls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import type { SettingsOpsService } from './ops-service';

/**
 * The settings' calls (`/ops/settings*`). Always `open`: maintenance and region restriction close the
 * player site, never the back office that has to lift them.
 */
export async function opsSettingsRoutes(app: FastifyInstance, deps: { settings: SettingsOpsService }) {
  const { settings } = deps;
  const open = { access: 'open', tag: 'operator' } as const;
  const c = opsSettingsCalls;

  registerCall(
    app,
    c.settings,
    async ({ request, query }) => (operatorOf(request, 'view'), settings.settings(query.region)),
    open,
  );
  registerCall(
    app,
    c.setModule,
    async ({ request, body }) => settings.setModule(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.setRegisterRule,
    async ({ request, body }) => settings.setRegisterRule(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.setMaintenance,
    async ({ request, body }) => settings.setMaintenance(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.setRegionRestriction,
    async ({ request, body }) => settings.setRegionRestriction(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.setAllowedCountry,
    async ({ request, body }) => settings.setAllowedCountry(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.setAllowedIp,
    async ({ request, body }) => settings.setAllowedIp(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.setCustomerService,
    async ({ request, body }) => settings.setCustomerService(body, operatorOf(request, 'settings')),
    open,
  );
}
