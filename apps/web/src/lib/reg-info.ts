import { local } from './storage';

/** `{affiliateCode, referralCode}` from the registration link, kept in localStorage `reg_info`. */
export interface RegInfo {
  affiliateCode?: string;
  referralCode?: string;
}

export function readRegInfo(): RegInfo {
  try {
    const parsed = JSON.parse(local.get('reg_info') ?? '{}') as RegInfo;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export function writeRegInfo(info: RegInfo): void {
  const clean: RegInfo = {};
  if (info.affiliateCode) clean.affiliateCode = info.affiliateCode;
  if (info.referralCode) clean.referralCode = info.referralCode;
  local.set('reg_info', Object.keys(clean).length ? JSON.stringify(clean) : null);
}

/**
 * Takes `?affiliateCode=` (or `?aff=`) and `?referralCode=` from a landing URL into reg_info, so the
 * codes survive until the visitor registers (wire reference §4).
 */
export function captureRegInfo(search: string): RegInfo {
  const params = new URLSearchParams(search);
  const affiliateCode = (params.get('affiliateCode') ?? params.get('aff') ?? '').trim();
  const referralCode = (params.get('referralCode') ?? '').trim();
  const info = readRegInfo();
  if (affiliateCode) info.affiliateCode = affiliateCode.slice(0, 32);
  if (referralCode) info.referralCode = referralCode.slice(0, 64);
  if (affiliateCode || referralCode) writeRegInfo(info);
  return info;
}
