import type { LanguageCode } from '@jade/contract/languages';
import type { Region } from '@jade/contract/system';

export type RegionSource = 'domain' | 'country' | 'current' | 'default';

export interface RegionChoiceInput {
  regions: readonly Region[];
  /** `location.host` of the page. */
  host: string;
  /** From the permission call's location; null when unknown. */
  countryCode: string | null;
  currentMerchant: string;
  /** The visitor picked a region before (localStorage `merchant` is set). */
  userChoseRegion: boolean;
}

export interface RegionChoice {
  region: Region | null;
  source: RegionSource;
  /** No region could be detected and the visitor never chose one: ask (spec §4 start-up). */
  showRegionModal: boolean;
  /** The detected region belongs to another merchant and the visitor never chose: switch to it. */
  switchMerchantTo: string | null;
}

function bareHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

function hostMatches(domain: string, host: string): boolean {
  const d = bareHost(domain);
  const h = bareHost(host);
  // A domain listed without a port matches the host on any port.
  return d === h || (!d.includes(':') && d === h.replace(/:\d+$/, ''));
}

/**
 * Spec §4 start-up: a domain-to-country match first; else the visitor's country when one of the
 * regions serves it; else (unknown or unsupported country) the region-selection modal, unless the
 * visitor already chose a region.
 */
export function chooseRegion(input: RegionChoiceInput): RegionChoice {
  const { regions, host, currentMerchant, userChoseRegion } = input;
  const country = input.countryCode?.toUpperCase() ?? null;
  const current = regions.find((r) => r.merchantCode === currentMerchant);

  const byDomain = regions.find((r) => r.domains.some((d) => hostMatches(d, host)));
  const byCountry = country ? regions.find((r) => r.country.toUpperCase() === country) : undefined;
  const detected = byDomain ?? byCountry;

  if (detected) {
    const source: RegionSource = byDomain ? 'domain' : 'country';
    if (userChoseRegion) {
      // The visitor's own choice wins over detection.
      return {
        region: current ?? detected,
        source: current ? 'current' : source,
        showRegionModal: false,
        switchMerchantTo: null,
      };
    }
    return {
      region: detected,
      source,
      showRegionModal: false,
      switchMerchantTo: detected.merchantCode !== currentMerchant ? detected.merchantCode : null,
    };
  }

  const fallback = current ?? regions.find((r) => r.isDefault) ?? regions[0] ?? null;
  return {
    region: fallback,
    source: current ? 'current' : 'default',
    showRegionModal: !userChoseRegion,
    switchMerchantTo: null,
  };
}

/**
 * Spec §4: when the detected region's language list lacks the current language, switch to that
 * region's first language. Returns the language to switch to, or null to keep the current one.
 */
export function regionLanguageSwitch(
  current: LanguageCode,
  choice: Pick<RegionChoice, 'region' | 'source'>,
): LanguageCode | null {
  const { region, source } = choice;
  if (!region || (source !== 'domain' && source !== 'country')) return null;
  if (region.langList.includes(current)) return null;
  return (region.langList[0] as LanguageCode | undefined) ?? null;
}
