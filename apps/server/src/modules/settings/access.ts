import { ipAllowed } from './ip-allow-list';
import type { SiteSettingsRow } from './repository';

/** The settings in force: the database row with the operator's environment overrides on top. */
export interface EffectiveSettings {
  maintenance: boolean;
  maintenanceSince: Date | null;
  maintenanceEnd: Date | null;
  regionRestriction: boolean;
  allowedCountries: string[];
  ipAllowList: string[];
}

export interface EnvOverrides {
  maintenance: boolean | undefined;
  maintenanceEnd: Date | undefined;
  regionRestriction: boolean | undefined;
}

export function effectiveSettings(
  row: SiteSettingsRow,
  overrides: EnvOverrides,
  startedAt: Date,
): EffectiveSettings {
  const fromEnv = overrides.maintenance !== undefined;
  const maintenance = overrides.maintenance ?? row.maintenance;
  return {
    maintenance,
    maintenanceSince: fromEnv ? (maintenance ? startedAt : null) : row.maintenanceSince,
    maintenanceEnd: overrides.maintenanceEnd ?? (fromEnv ? null : row.maintenanceEnd),
    regionRestriction: overrides.regionRestriction ?? row.regionRestriction,
    allowedCountries: row.allowedCountries,
    ipAllowList: row.ipAllowList,
  };
}

export interface AccessDecision {
  /** Maintenance is on and its end (when set) has not passed. */
  maintenanceOn: boolean;
  maintainTime: number | null;
  endTime: number | null;
  /** The visitor's address is on the operator allow list: neither restriction applies to them. */
  whitelisted: boolean;
  /** Region restriction is on and the visitor's known country is not allowed. */
  regionBlocked: boolean;
  /** What the visitor meets: maintenance wins over region. */
  blockedBy: 'maintenance' | 'region' | null;
}

/**
 * Decides whether a visitor may use the site. Private and unknown addresses have no country and are
 * never region-blocked: an operator behind a proxy must set TRUST_PROXY so the real client IP is seen.
 */
export function decideAccess(input: {
  settings: EffectiveSettings;
  regionCountries: readonly string[];
  ip: string;
  country: string | null;
  now: Date;
}): AccessDecision {
  const { settings, ip, country, now } = input;
  const maintenanceOn =
    settings.maintenance &&
    (settings.maintenanceEnd === null || settings.maintenanceEnd.getTime() > now.getTime());
  const whitelisted = ipAllowed(settings.ipAllowList, ip);
  const allowed = new Set(
    [...input.regionCountries, ...settings.allowedCountries].map((c) => c.toUpperCase()),
  );
  const regionBlocked = settings.regionRestriction && country !== null && !allowed.has(country.toUpperCase());
  let blockedBy: AccessDecision['blockedBy'] = null;
  if (!whitelisted) blockedBy = maintenanceOn ? 'maintenance' : regionBlocked ? 'region' : null;
  return {
    maintenanceOn,
    maintainTime: maintenanceOn ? (settings.maintenanceSince?.getTime() ?? null) : null,
    endTime: maintenanceOn ? (settings.maintenanceEnd?.getTime() ?? null) : null,
    whitelisted,
    regionBlocked: regionBlocked && !whitelisted,
    blockedBy,
  };
}
