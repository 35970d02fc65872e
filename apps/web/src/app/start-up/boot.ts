import type { SystemStatusValue } from '@jade/contract/system';
import { getSystemStatus } from '../../api/system/get-system-status';
import { DEFAULT_MERCHANT } from '../../config/brand';
import { loadAnalytics } from '../../lib/analytics';
import { changeLanguage } from '../../lib/change-language';
import { currentLanguage } from '../../lib/i18n';
import { captureRegInfo } from '../../lib/reg-info';
import { installSessionHandling, restoreSession } from '../../lib/session';
import { local, session } from '../../lib/storage';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { runStartUp, type StartUpResult } from './run-start-up';

let earlyStatus: Promise<SystemStatusValue> | null = null;

/**
 * Sends the permission call at once (main.tsx), while the catalogue chunk loads, instead of after the
 * first render: it heads the start-up chain, so one round trip less before the page shows. It asks with
 * the merchant runStartUp would store (the chosen one, else the default); boot() takes the answer.
 */
export function prefetchSystemStatus(): void {
  const merchant = local.get('merchant') ?? DEFAULT_MERCHANT;
  session.set('merchant', merchant);
  session.set('merchantCode', merchant);
  earlyStatus = getSystemStatus(window.location.host);
  // A failure surfaces when boot() awaits it (retry, unknown merchant): not as an unhandled rejection.
  earlyStatus.catch(() => undefined);
}

/** The early answer once (the first fetch of the first boot); later fetches ask the server again. */
function takeEarlyStatus(): Promise<SystemStatusValue> | null {
  const early = earlyStatus;
  earlyStatus = null;
  return early;
}

/** Runs spec §4 start-up against the real browser and applies its outcome to the stores. */
export async function boot(): Promise<StartUpResult> {
  // First: the header's own calls (unread messages, rewards to claim) may answer before start-up
  // ends, and a dead token they meet must end the session with its reason, not go unheard.
  installSessionHandling();
  const host = window.location.host;
  const result = await runStartUp({
    host,
    local,
    session,
    language: currentLanguage(),
    fetchStatus: () => takeEarlyStatus() ?? getSystemStatus(host),
  });
  if (result.switchLanguageTo) await changeLanguage(result.switchLanguageTo);
  useSessionStore.getState().setMerchant(result.merchant);
  useSiteStore.getState().setBoot(result.status, result.region);
  const gtagId = result.status.info.analytics.gtagId;
  if (gtagId) loadAnalytics(gtagId);
  if (result.showRegionModal) useModalStore.getState().open('region');
  captureRegInfo(window.location.search);
  // Spec §7 "On app start": the member info when a token exists (a dead token ends the session).
  void restoreSession();
  return result;
}
