import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client';
import { LanguageProvider } from '../lib/use-translation';

/** The site's providers: queries, and the interface language (lib/use-translation.ts, decision P7). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </LanguageProvider>
  );
}
