import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { isApiError } from '../api/api-error';
import { WriteAwareQueryClient } from '../api/write-aware-query-client';
import { LanguageProvider } from '../lib/use-translation';
import { useThemeStore } from '../stores/theme-store';
import { router } from './app/router';
import { initOpsTexts } from './lib/ops-i18n';
import '../index.css';

// The same light and dark themes as the player site, stored under the same key.
useThemeStore.getState().setTheme(useThemeStore.getState().theme);

const queryClient = new WriteAwareQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal (forbidden, bad filter) will not change on retry; a lost connection may.
      retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    },
  },
});

void initOpsTexts().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LanguageProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LanguageProvider>
    </StrictMode>,
  );
});
