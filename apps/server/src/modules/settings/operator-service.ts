import { isValidIpEntry, parseIpEntry } from './ip-allow-list';
import type { SettingsRepository, SiteSettingsPatch, SiteSettingsRow } from './repository';
import { SETTINGS_CACHE_PREFIX } from './service';

export class OperatorInputError extends Error {
  override name = 'OperatorInputError';
}

export interface MerchantStatus {
  merchantCode: string;
  maintenance: boolean;
  maintenanceSince: string | null;
  maintenanceEnd: string | null;
  regionRestriction: boolean;
  allowedCountries: string[];
  ipAllowList: string[];
}

function toStatus(row: SiteSettingsRow): MerchantStatus {
  return {
    merchantCode: row.merchantCode,
    maintenance: row.maintenance,
    maintenanceSince: row.maintenanceSince?.toISOString() ?? null,
    maintenanceEnd: row.maintenanceEnd?.toISOString() ?? null,
    regionRestriction: row.regionRestriction,
    allowedCountries: row.allowedCountries,
    ipAllowList: row.ipAllowList,
  };
}

type Action = 'add' | 'remove';

/**
 * What the operator CLI does: change site settings and make every server instance see the change
 * (cache invalidation over Redis, or the short cache TTL without Redis).
 */
export function createOperatorService(deps: {
  repo: SettingsRepository;
  /** Every merchant code, for changes without `--merchant`. */
  listMerchantCodes: () => Promise<string[]>;
  invalidate: (prefix: string) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function targets(merchant: string | undefined): Promise<string[]> {
    const all = await deps.listMerchantCodes();
    if (merchant === undefined) return all;
    if (!all.includes(merchant))
      throw new OperatorInputError(`unknown merchant "${merchant}" (known: ${all.join(', ')})`);
    return [merchant];
  }

  async function change(merchant: string | undefined, patch: (row: SiteSettingsRow) => SiteSettingsPatch) {
    const rows = await deps.repo.update(await targets(merchant), patch);
    await deps.invalidate(SETTINGS_CACHE_PREFIX);
    return rows.map(toStatus);
  }

  function editList(list: readonly string[], action: Action, value: string): string[] {
    const rest = list.filter((v) => v !== value);
    return action === 'add' ? [...rest, value] : rest;
  }

  return {
    async status(): Promise<MerchantStatus[]> {
      const codes = await deps.listMerchantCodes();
      const rows = new Map((await deps.repo.list()).map((r) => [r.merchantCode, r]));
      return codes.map((code) =>
        toStatus(
          rows.get(code) ?? {
            merchantCode: code,
            maintenance: false,
            maintenanceSince: null,
            maintenanceEnd: null,
            regionRestriction: false,
            allowedCountries: [],
            ipAllowList: [],
            updatedAt: new Date(0),
          },
        ),
      );
    },

    async setMaintenance(
      on: boolean,
      options: { until?: Date | undefined; merchant?: string | undefined } = {},
    ) {
      if (options.until !== undefined) {
        if (!on) throw new OperatorInputError('--until only goes with "maintenance on"');
        if (Number.isNaN(options.until.getTime()))
          throw new OperatorInputError('--until must be an ISO time');
        if (options.until.getTime() <= now().getTime())
          throw new OperatorInputError('--until must be in the future');
      }
      const at = now();
      return change(options.merchant, (row) =>
        on
          ? {
              maintenance: true,
              // Turning maintenance on again keeps its start; a new --until replaces the end.
              maintenanceSince: row.maintenance ? (row.maintenanceSince ?? at) : at,
              maintenanceEnd: options.until ?? null,
            }
          : { maintenance: false, maintenanceSince: null, maintenanceEnd: null },
      );
    },

    async setRegionRestriction(on: boolean, options: { merchant?: string | undefined } = {}) {
      return change(options.merchant, () => ({ regionRestriction: on }));
    },

    async allowCountry(action: Action, code: string, options: { merchant?: string | undefined } = {}) {
      const country = code.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(country))
        throw new OperatorInputError(`"${code}" is not a two-letter country code`);
      return change(options.merchant, (row) => ({
        allowedCountries: editList(row.allowedCountries, action, country),
      }));
    },

    async allowIp(action: Action, entry: string, options: { merchant?: string | undefined } = {}) {
      if (!isValidIpEntry(entry))
        throw new OperatorInputError(`"${entry}" is not an IP address or CIDR block`);
      const parsed = parseIpEntry(entry)!;
      const canonical = parsed.prefix === null ? parsed.address : `${parsed.address}/${parsed.prefix}`;
      return change(options.merchant, (row) => ({
        ipAllowList: editList(row.ipAllowList, action, canonical),
      }));
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
