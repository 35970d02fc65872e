import { ROUTE_BANNER_GROUPS } from '@jade/contract/content-constants';
import { prefetchBanners } from './api/content/banners';
import { prefetchSystemStatus } from './app/start-up/boot';
import { dismissFirstScreen, rememberChosenRegion } from './lib/first-screen';
import { initI18n } from './lib/i18n';
import { local } from './lib/storage';
import { useThemeStore } from './stores/theme-store';
import { storedLanguage } from './stores/locale-store';
import './index.css';

// The inline script in index.html already applied theme and direction; keep the store in step.
useThemeStore.getState().setTheme(useThemeStore.getState().theme);

// The server draws the first screen for the region the visitor chose, if any.
rememberChosenRegion(local.get('merchant'));

// The permission call heads the start-up chain: it runs beside the catalogue's loading.
prefetchSystemStatus();

// The page's banners (and the home page's code) start loading now, beside the catalogue and the
// start-up calls, instead of after them: the first banner is the largest paint of a page with a strip.
const landingGroup = ROUTE_BANNER_GROUPS[window.location.pathname];
if (landingGroup === 'w_home') {
  void import('./app/routes/home').catch(() => {
    // The router loads it again and shows 'Loading chunk failed' if it still fails.
  });
}
if (landingGroup) prefetchBanners(landingGroup);

// The app itself (React, the router, the shell) is evaluated in a later task than this module, which
// only starts the calls: two shorter tasks instead of one long one (docs/performance.md). The build's
// loader fetches its modules together with this one's (vite-plugins/deferred-entry.ts).
const app = new Promise((resolve) => setTimeout(resolve, 0)).then(() => import('./app/mount'));

// The catalogue loads before the first render, so no text flashes in the wrong language. i18next's
// set-up runs in the next task: this one has sent the start-up calls, and the two together were long.
void new Promise((resolve) => setTimeout(resolve, 0))
  .then(() => initI18n(storedLanguage()))
  .catch(() => undefined)
  .then(() => app)
  .then(({ mountApp }) => mountApp())
  .catch(() => {
    // The app's code could not be loaded: say so instead of covering the page for ever.
    dismissFirstScreen();
    document.getElementById('root')!.textContent =
      'The site could not be loaded. Please check your connection and reload the page.';
  });
