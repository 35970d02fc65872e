import type { LanguageCode } from '@jade/contract/languages';
import type { Region, SystemStatusValue } from '@jade/contract/system';
import { isApiError } from '../../api/api-error';
import { DEFAULT_MERCHANT } from '../../config/brand';
import type { LocalKey, SessionKey, createStorage } from '../../lib/storage';
import { chooseRegion, regionLanguageSwitch, type RegionSource } from './region-choice';

export interface StartUpDeps {
  host: string;
  local: ReturnType<typeof createStorage<LocalKey>>;
  session: ReturnType<typeof createStorage<SessionKey>>;
  language: LanguageCode;
  /** The permission call; it sends the merchant stored in the session as the Merchant header. */
  fetchStatus(): Promise<SystemStatusValue>;
}

export interface StartUpResult {
  merchant: string;
  status: SystemStatusValue;
  region: Region | null;
  regionSource: RegionSource;
  showRegionModal: boolean;
  /** The language to switch to, or null to keep the current one. */
  switchLanguageTo: LanguageCode | null;
}

function storeMerchant(deps: StartUpDeps, merchant: string) {
  deps.session.set('merchant', merchant);
  deps.session.set('merchantCode', merchant);
}

/**
 * Spec §4 "Start-up": store the merchant, fetch permissions, choose the region (switching merchant
 * when detection says so and the visitor never chose), and decide the language.
 */
export async function runStartUp(deps: StartUpDeps): Promise<StartUpResult> {
  let merchant = deps.local.get('merchant') ?? DEFAULT_MERCHANT;
  storeMerchant(deps, merchant);

  let status: SystemStatusValue;
  try {
    status = await deps.fetchStatus();
  } catch (error) {
    // A stored merchant the server no longer knows: forget it and start again with the default.
    if (!isApiError(error, 'merchant.unknown') || merchant === DEFAULT_MERCHANT) throw error;
    deps.local.remove('merchant');
    merchant = DEFAULT_MERCHANT;
    storeMerchant(deps, merchant);
    status = await deps.fetchStatus();
  }

  const choice = chooseRegion({
    regions: status.info.regions,
    host: deps.host,
    countryCode: status.location.countryCode,
    currentMerchant: merchant,
    userChoseRegion: deps.local.get('merchant') != null,
  });

  if (choice.switchMerchantTo) {
    merchant = choice.switchMerchantTo;
    storeMerchant(deps, merchant);
    status = await deps.fetchStatus();
  }

  return {
    merchant,
    status,
    region: choice.region,
    regionSource: choice.source,
    showRegionModal: choice.showRegionModal,
    switchLanguageTo: regionLanguageSwitch(deps.language, choice),
  };
}
