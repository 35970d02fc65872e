import { getSystemStatus } from '../../api/system/get-system-status';
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

/** Runs spec §4 start-up against the real browser and applies its outcome to the stores. */
export async function boot(): Promise<StartUpResult> {
  const host = window.location.host;
  const result = await runStartUp({
    host,
    local,
    session,
    language: currentLanguage(),
    fetchStatus: () => getSystemStatus(host),
  });
  if (result.switchLanguageTo) await changeLanguage(result.switchLanguageTo);
  useSessionStore.getState().setMerchant(result.merchant);
  useSiteStore.getState().setBoot(result.status, result.region);
  const gtagId = result.status.info.analytics.gtagId;
  if (gtagId) loadAnalytics(gtagId);
  if (result.showRegionModal) useModalStore.getState().open('region');
  captureRegInfo(window.location.search);
  // Spec §7 "On app start": the member info when a token exists (a dead token ends the session).
  installSessionHandling();
  void restoreSession();
  return result;
}
