import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { pageMounted } from '../../lib/first-screen';
import { useTranslation } from '../../lib/use-translation';
import { isChunkLoadError } from '../../lib/lazy-with-timeout';
import { Button } from '../../ui/button';
import { WrenchIcon } from '../../ui/icons';

function ErrorPanel({ title, text, testId }: { title: string; text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid={testId}
      className="content-width flex min-h-[50vh] items-center justify-center py-16"
    >
      <div className="max-w-md rounded-2xl border border-line bg-surface p-8 text-center shadow-card">
        <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-gold-soft text-gold-fg">
          <WrenchIcon size={26} />
        </span>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="mt-2 text-sm text-muted">{text}</p>
        <Button variant="gold" size="lg" className="mt-6" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Navigation errors are ignored (spec §2): the visitor lands on home. A page whose code cannot be
 * loaded says so and offers a reload (spec §8 "Loading chunk failed").
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  // In place of the page: the first screen's cover goes (it would wait for the page otherwise).
  useEffect(() => pageMounted(false), []);
  if (isChunkLoadError(error)) {
    return <ErrorPanel testId="chunk-error" title={t('chunk_failed_title')} text={t('chunk_failed_text')} />;
  }
  if (import.meta.env.DEV) console.error(error);
  if (pathname !== '/') return <Navigate to="/" replace />;
  return <ErrorPanel testId="page-error" title={t('page_error_title')} text={t('page_error_text')} />;
}
