import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { StartUp } from './app/start-up/start-up';
import { initI18n } from './lib/i18n';
import { useThemeStore } from './stores/theme-store';
import { storedLanguage } from './stores/locale-store';
import './index.css';

// The inline script in index.html already applied theme and direction; keep the store in step.
useThemeStore.getState().setTheme(useThemeStore.getState().theme);

// The catalogue loads before the first render, so no text flashes in the wrong language.
void initI18n(storedLanguage()).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <StartUp />
      </AppProvider>
    </StrictMode>,
  );
});
