import { flattenWhitelabel } from '@jade/contract/module-ids';
import type { OpsCustomerServiceLink, OpsModuleSwitch } from '@jade/contract/ops-settings';
import { checkRegisterRules } from '@jade/contract/register-patterns';
import { REGISTER_FIELDS, type RegisterField } from '@jade/contract/system';
import type { Cache } from '../../platform/cache/cache';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { writeAudit, type Actor } from '../operators/audit-log';
import { decryptCustomerServicePath, encryptCustomerServicePath } from './customer-service-path';
import { buildModuleTree } from './module-tree';
import { brandOpsRepository as ops, type RegisterRuleValues } from './ops-repository';
import type { BrandRepository, CustomerServiceRow, MerchantRow, ModuleRow } from './repository';

/**
 * Modules the back office may not switch off: COMM3 is the module of every common call, the
 * console's own included, so switching it off would lock the operators out (maintenance is the way
 * to close a region).
 */
export const LOCKED_MODULES: readonly string[] = ['COMM3'];

const BRAND_CACHE_PREFIX = 'brand:';

function toSwitches(rows: readonly ModuleRow[]): OpsModuleSwitch[] {
  const effective = flattenWhitelabel(buildModuleTree(rows));
  return rows.map((r) => ({
    modId: r.modId,
    parentModId: r.parentModId,
    enabled: r.enabled,
    effective: effective[r.modId] === true,
    locked: LOCKED_MODULES.includes(r.modId),
  }));
}

function toLinks(rows: readonly CustomerServiceRow[]): OpsCustomerServiceLink[] {
  return rows.map((r) => ({
    csType: r.csType as 1 | 2 | 3,
    name: r.name,
    url: r.csType === 3 ? decryptCustomerServicePath(r.path) : r.path,
  }));
}

/**
 * The brand half of the back office's settings: module switches (per region), register rules and
 * customer-service links (per brand). Every change is audited in its transaction, then the brand
 * caches are dropped here and, over Redis, in every other instance.
 */
export function createBrandOpsService(deps: {
  db: Database;
  repo: BrandRepository;
  cache: Cache;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const invalidate = () => deps.cache.invalidate(BRAND_CACHE_PREFIX);

  return {
    async modules(merchantCode: string): Promise<OpsModuleSwitch[]> {
      return toSwitches(await deps.repo.listModules(merchantCode));
    },

    async registerRules(brandId: number) {
      const rows = await deps.repo.listRegisterRules(brandId);
      const order = (f: string) => REGISTER_FIELDS.indexOf(f as RegisterField);
      return rows
        .filter((r) => order(r.field) >= 0)
        .sort((a, b) => order(a.field) - order(b.field))
        .map(({ brandId: _brand, ...rule }) => ({ ...rule, field: rule.field as RegisterField }));
    },

    async customerService(brandId: number): Promise<OpsCustomerServiceLink[]> {
      return toLinks(await deps.repo.listCustomerService(brandId));
    },

    async setModule(merchant: MerchantRow, modId: string, enabled: boolean, actor: Actor): Promise<void> {
      if (!enabled && LOCKED_MODULES.includes(modId))
        throw new AppError('settings.module.locked', 400, { modId });
      await deps.db.transaction(async (tx) => {
        const row = await ops.lockModule(tx, merchant.code, modId);
        if (!row) throw new AppError('settings.module.unknown', 400, { modId });
        if (row.enabled === enabled) return;
        await ops.setModule(tx, merchant.code, modId, enabled);
        await writeAudit(
          tx,
          actor,
          {
            action: 'settings.module',
            targetType: 'merchant',
            targetId: merchant.code,
            before: { modId, enabled: row.enabled },
            after: { modId, enabled },
          },
          now(),
        );
      });
      await invalidate();
    },

    async setRegisterRule(
      merchant: MerchantRow,
      field: RegisterField,
      rule: RegisterRuleValues,
      actor: Actor,
    ): Promise<void> {
      const [problem] = checkRegisterRules({ [field]: rule });
      if (problem) throw new AppError('settings.register.rule.invalid', 400, problem);
      await deps.db.transaction(async (tx) => {
        const current = await ops.lockRegisterRule(tx, merchant.brandId, field);
        await ops.upsertRegisterRule(tx, merchant.brandId, field, rule);
        const before = current ? (({ brandId: _b, ...r }) => r)(current) : null;
        await writeAudit(
          tx,
          actor,
          {
            action: 'settings.register-rule',
            targetType: 'brand',
            targetId: String(merchant.brandId),
            before,
            after: { field, ...rule },
          },
          now(),
        );
      });
      await invalidate();
    },

    async setCustomerService(
      merchant: MerchantRow,
      links: readonly OpsCustomerServiceLink[],
      actor: Actor,
    ): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = toLinks(await ops.listCustomerService(tx, merchant.brandId));
        await ops.replaceCustomerService(
          tx,
          merchant.brandId,
          links.map((l) => ({
            csType: l.csType,
            name: l.name,
            path: l.csType === 3 ? encryptCustomerServicePath(l.url) : l.url,
          })),
        );
        await writeAudit(
          tx,
          actor,
          {
            action: 'settings.customer-service',
            targetType: 'brand',
            targetId: String(merchant.brandId),
            before,
            after: links,
          },
          now(),
        );
      });
      await invalidate();
    },
  };
}

export type BrandOpsService = ReturnType<typeof createBrandOpsService>;
