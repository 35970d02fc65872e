import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ROUTE_BANNER_GROUPS } from '@jade/contract/content';
import { prefetchBanners } from './api/content/banners';
import { AppProvider } from './app/provider';
import { prefetchSystemStatus } from './app/start-up/boot';
import { StartUp } from './app/start-up/start-up';
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

// The home page's code and banners start loading now, beside the catalogue and the start-up calls,
// instead of after them: the first banner is the home page's largest paint.
if (ROUTE_BANNER_GROUPS[window.location.pathname] === 'w_home') {
  void import('./app/routes/home').catch(() => {
    // The router loads it again and shows 'Loading chunk failed' if it still fails.
  });
  prefetchBanners('w_home');
}

// The catalogue loads before the first render, so no text flashes in the wrong language.
void initI18n(storedLanguage()).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <StartUp />
      </AppProvider>
    </StrictMode>,
  );
  // The pages take the first screen away when drawn (lib/first-screen.ts); this is the last resort.
  setTimeout(dismissFirstScreen, 10_000);
});
