import { defineCall } from './call';
import {
  opsAllowedCountryBodySchema,
  opsAllowedIpBodySchema,
  opsCustomerServiceBodySchema,
  opsMaintenanceBodySchema,
  opsModuleBodySchema,
  opsRegionRestrictionBodySchema,
  opsRegisterRuleBodySchema,
  opsSettingsQuerySchema,
  opsSettingsValueSchema,
} from './ops-settings';

const setting = (path: string, summary: string) =>
  ({
    method: 'POST',
    path: `/ops/settings/${path}`,
    module: 'COMM3',
    auth: 'operator',
    permission: 'settings',
    summary,
  }) as const;

/**
 * The back office's settings (docs/api.md "Back office: settings"; decision S-ops-1). Reading needs
 * `view`, every change `settings`; each change is audited and answers the region's settings as they
 * are now. These calls are never gated by maintenance or region restriction.
 */
export const opsSettingsCalls = {
  settings: defineCall({
    method: 'GET',
    path: '/ops/settings',
    module: 'COMM3',
    auth: 'operator',
    permission: 'view',
    summary: "A region's module switches and access, its brand's register rules and customer service",
    query: opsSettingsQuerySchema,
    value: opsSettingsValueSchema,
  }),
  setModule: defineCall({
    ...setting('module', "Switches one module of a region's module tree on or off"),
    body: opsModuleBodySchema,
    value: opsSettingsValueSchema,
  }),
  setRegisterRule: defineCall({
    ...setting('register-rule', "Changes one registration field rule of the region's brand"),
    body: opsRegisterRuleBodySchema,
    value: opsSettingsValueSchema,
  }),
  setMaintenance: defineCall({
    ...setting('maintenance', 'Puts a region in maintenance (optionally until a time) or ends it'),
    body: opsMaintenanceBodySchema,
    value: opsSettingsValueSchema,
  }),
  setRegionRestriction: defineCall({
    ...setting('region-restriction', "Switches a region's country restriction on or off"),
    body: opsRegionRestrictionBodySchema,
    value: opsSettingsValueSchema,
  }),
  setAllowedCountry: defineCall({
    ...setting('allowed-country', 'Adds or removes a country allowed besides the brand’s region countries'),
    body: opsAllowedCountryBodySchema,
    value: opsSettingsValueSchema,
  }),
  setAllowedIp: defineCall({
    ...setting('allowed-ip', 'Adds or removes an address or CIDR block that bypasses maintenance and region'),
    body: opsAllowedIpBodySchema,
    value: opsSettingsValueSchema,
  }),
  setCustomerService: defineCall({
    ...setting('customer-service', "Replaces the customer-service links of the region's brand, in order"),
    body: opsCustomerServiceBodySchema,
    value: opsSettingsValueSchema,
  }),
} as const;
