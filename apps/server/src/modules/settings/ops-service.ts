import type { OpsAccess, OpsSettings } from '@jade/contract/ops-settings';
import type { RegisterField } from '@jade/contract/system';
import type { Cache } from '../../platform/cache/cache';
import { AppError } from '../../platform/errors';
import type { DbOrTx } from '../../platform/jobs/queue';
import type { BrandOpsService } from '../brand/ops-service';
import type { RegisterRuleValues } from '../brand/ops-repository';
import type { MerchantRow } from '../brand/repository';
import type { BrandService } from '../brand/service';
import { writeAudit, type Actor } from '../operators/audit-log';
import type { EnvOverrides } from './access';
import { isValidIpEntry } from './ip-allow-list';
import { createOperatorService } from './operator-service';
import { defaultSettings, type SettingsRepository, type SiteSettingsRow } from './repository';

type AccessRow = Omit<SiteSettingsRow, 'updatedAt' | 'merchantCode'>;

function accessOf(row: SiteSettingsRow): AccessRow {
  const { updatedAt: _at, merchantCode: _code, ...rest } = row;
  return rest;
}

/**
 * The back office's settings (decision S-ops-1): one region's view, and the changes. Site access goes
 * through the operator CLI's own service (same validation, same cache invalidation over Redis), with
 * its repository wrapped so each change writes its audit row in the change's transaction.
 */
export function createSettingsOpsService(deps: {
  repo: SettingsRepository;
  brands: BrandService;
  brandOps: BrandOpsService;
  cache: Cache;
  overrides: EnvOverrides;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function merchantOf(code: string | undefined): Promise<MerchantRow> {
    if (code === undefined) return deps.brands.resolveMerchant(undefined, undefined);
    const merchant = (await deps.brands.directory()).byCode.get(code);
    if (!merchant) throw new AppError('settings.region.unknown', 400, { region: code });
    return merchant;
  }

  /** The CLI's service for one actor and action: its writes are audited as that actor. */
  function operatorService(actor: Actor, action: string) {
    const repo: SettingsRepository = {
      ...deps.repo,
      update: (codes, change) =>
        deps.repo.update(codes, change, async (tx: DbOrTx, before, after) => {
          for (const [i, row] of after.entries()) {
            await writeAudit(
              tx,
              actor,
              {
                action,
                targetType: 'merchant',
                targetId: row.merchantCode,
                before: before[i] ? accessOf(before[i]) : null,
                after: accessOf(row),
              },
              now(),
            );
          }
        }),
    };
    return createOperatorService({
      repo,
      listMerchantCodes: async () => (await deps.brands.directory()).merchants.map((m) => m.code),
      invalidate: (prefix) => deps.cache.invalidate(prefix),
      now,
    });
  }

  async function access(merchant: MerchantRow): Promise<OpsAccess> {
    const row = (await deps.repo.find(merchant.code)) ?? defaultSettings(merchant.code);
    return {
      maintenance: row.maintenance,
      maintenanceSince: row.maintenanceSince?.getTime() ?? null,
      maintenanceEnd: row.maintenanceEnd?.getTime() ?? null,
      regionRestriction: row.regionRestriction,
      allowedCountries: row.allowedCountries,
      ipAllowList: row.ipAllowList,
      regionCountries: await deps.brands.regionCountries(merchant.brandId),
      overriddenByEnv: {
        maintenance: deps.overrides.maintenance !== undefined,
        regionRestriction: deps.overrides.regionRestriction !== undefined,
      },
    };
  }

  /** Read from the database, not the caches: the console shows what was stored. */
  async function view(merchant: MerchantRow): Promise<OpsSettings> {
    const dir = await deps.brands.directory();
    const region = (m: MerchantRow) => ({
      code: m.code,
      country: m.country,
      countryName: m.countryName,
      currency: m.currency,
    });
    const [modules, accessNow, registerRules, customerService] = await Promise.all([
      deps.brandOps.modules(merchant.code),
      access(merchant),
      deps.brandOps.registerRules(merchant.brandId),
      deps.brandOps.customerService(merchant.brandId),
    ]);
    return {
      brands: [...dir.brands.values()].map((b) => ({
        id: b.id,
        name: b.name,
        regions: dir.merchants.filter((m) => m.brandId === b.id).map(region),
      })),
      region: { ...region(merchant), brandId: merchant.brandId },
      modules,
      access: accessNow,
      registerRules,
      customerService,
    };
  }

  return {
    async settings(region: string | undefined): Promise<OpsSettings> {
      return view(await merchantOf(region));
    },

    async setModule(input: { region: string; modId: string; enabled: boolean }, actor: Actor) {
      const merchant = await merchantOf(input.region);
      await deps.brandOps.setModule(merchant, input.modId, input.enabled, actor);
      return view(merchant);
    },

    async setRegisterRule(
      input: { region: string; field: RegisterField } & RegisterRuleValues,
      actor: Actor,
    ) {
      const { region, field, ...rule } = input;
      const merchant = await merchantOf(region);
      await deps.brandOps.setRegisterRule(merchant, field, rule, actor);
      return view(merchant);
    },

    async setCustomerService(
      input: { region: string; links: Parameters<BrandOpsService['setCustomerService']>[1] },
      actor: Actor,
    ) {
      const merchant = await merchantOf(input.region);
      await deps.brandOps.setCustomerService(merchant, input.links, actor);
      return view(merchant);
    },

    async setMaintenance(
      input: { region: string; on: boolean; endAt?: number | null | undefined },
      actor: Actor,
    ) {
      const merchant = await merchantOf(input.region);
      const end = input.endAt ?? null;
      if (end !== null && (!input.on || end <= now().getTime()))
        throw new AppError('settings.maintenance.end.invalid', 400, { endAt: end });
      await operatorService(actor, 'settings.maintenance').setMaintenance(input.on, {
        merchant: merchant.code,
        until: end === null ? undefined : new Date(end),
      });
      return view(merchant);
    },

    async setRegionRestriction(input: { region: string; on: boolean }, actor: Actor) {
      const merchant = await merchantOf(input.region);
      await operatorService(actor, 'settings.region-restriction').setRegionRestriction(input.on, {
        merchant: merchant.code,
      });
      return view(merchant);
    },

    async setAllowedCountry(
      input: { region: string; action: 'add' | 'remove'; country: string },
      actor: Actor,
    ) {
      const merchant = await merchantOf(input.region);
      if (!/^[A-Za-z]{2}$/.test(input.country))
        throw new AppError('settings.country.invalid', 400, { country: input.country });
      await operatorService(actor, 'settings.allowed-country').allowCountry(input.action, input.country, {
        merchant: merchant.code,
      });
      return view(merchant);
    },

    async setAllowedIp(input: { region: string; action: 'add' | 'remove'; entry: string }, actor: Actor) {
      const merchant = await merchantOf(input.region);
      if (!isValidIpEntry(input.entry))
        throw new AppError('settings.ip.invalid', 400, { entry: input.entry });
      await operatorService(actor, 'settings.allowed-ip').allowIp(input.action, input.entry, {
        merchant: merchant.code,
      });
      return view(merchant);
    },
  };
}

export type SettingsOpsService = ReturnType<typeof createSettingsOpsService>;
