import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { dismissFirstScreen } from '../lib/first-screen';
import { AppProvider } from './provider';
import { appRouter } from './router';
import { StartUp } from './start-up/start-up';

/** Renders the app into #root (main.tsx loads this module once the start-up calls have left). */
export function mountApp(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <StartUp />
      </AppProvider>
    </StrictMode>,
  );
  // The router (and with it the landing page's code) starts in a task of its own, before the start-up
  // answer lets the first render need it.
  setTimeout(appRouter, 0);
  // The pages take the first screen away when drawn (lib/first-screen.ts); this is the last resort.
  setTimeout(dismissFirstScreen, 10_000);
}
