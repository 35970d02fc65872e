import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { systemStatusCode } from '@jade/contract/system-status';
import { Button } from '../../ui/button';
import { LogoMark } from '../../ui/logo';
import { dismissFirstScreen } from '../../lib/first-screen';
import { appRouter } from '../router';
import { boot } from './boot';
import { MaintenancePage, RegionBlockedPage } from './status-pages';

function Splash() {
  return (
    <div
      className="header-surface flex min-h-screen items-center justify-center"
      aria-busy="true"
      data-testid="splash"
    >
      <LogoMark size={72} className="animate-pulse" />
      <span className="sr-only" role="status">
        Loading
      </span>
    </div>
  );
}

function BootError({ retry }: { retry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="header-surface flex min-h-screen flex-col items-center justify-center gap-5 p-6 text-center text-on-header">
      <LogoMark size={64} />
      <h1 className="text-xl font-bold">{t('boot_error_title')}</h1>
      <p className="max-w-sm text-sm text-on-header-muted">{t('boot_error_text')}</p>
      <Button variant="gold" size="lg" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

function AppRouter() {
  const [router] = useState(appRouter);
  return <RouterProvider router={router} />;
}

/** Spec §4 start-up, then the view chosen by system status: 0 app, 1 maintenance, 2 region blocked. */
export function StartUp() {
  const query = useQuery({
    queryKey: ['boot'],
    queryFn: boot,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  // The answer switches the splash for the whole first page: rendering that as a deferred (time-sliced)
  // render keeps the main thread free for input instead of one long task (docs/performance.md).
  const data = useDeferredValue(query.data);
  const code = data ? systemStatusCode(data.status) : null;
  // The error, maintenance and region pages have no first screen to take over: it goes at once.
  const ownPage = query.isError || (code !== null && code !== 0);
  useEffect(() => {
    if (ownPage) dismissFirstScreen();
  }, [ownPage]);
  if (query.isError) return <BootError retry={() => void query.refetch()} />;
  if (!data) return <Splash />;
  const { status } = data;
  switch (code) {
    case 1:
      return <MaintenancePage maintenanceEnd={status.maintenanceEnd} />;
    case 2:
      return <RegionBlockedPage ip={status.location.ip} />;
    default:
      return <AppRouter />;
  }
}
