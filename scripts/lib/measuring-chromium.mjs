/**
 * Flags for the Chromium that measures the site (the Lighthouse script, the first-load trace).
 *
 * Debian's Chromium 156, even headless, gives every new window the desktop browser's own interface:
 * the address bar's popup, a WebUI page of about 400 `chrome://` files in a renderer of its own,
 * loaded again for each Lighthouse run or trace. That took 0.8–1.3 s of CPU on a 2-core host during
 * the measured load, and the trace tool took its main thread for the page's (decision P19). A phone
 * runs none of it, so the measuring browser turns it off, together with the background services
 * chrome-launcher turns off by default (its `--disable-features` would be replaced by ours).
 */
const DISABLED_FEATURES = [
  // The address bar's WebUI popups (chrome://omnibox-popup.top-chrome).
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  // chrome-launcher's defaults (DEFAULT_FLAGS of chrome-launcher 1.x).
  'Translate',
  'OptimizationHints',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
];

export const MEASURING_CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
