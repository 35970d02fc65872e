import { Link, useRouteError } from 'react-router';
import { useOpsText } from '../lib/use-ops-text';

/** A console page that does not exist, or one that failed to render. */
export function RouteProblem({ notFound = false }: { notFound?: boolean }) {
  const { t } = useOpsText();
  const error = useRouteError();
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p className="text-5xl font-extrabold text-brand">{notFound ? '404' : '!'}</p>
      <p className="mt-3 text-sm text-muted">
        {notFound ? t('nothing_found') : String((error as Error | undefined)?.message ?? '')}
      </p>
      <Link to="/" className="mt-6 inline-block text-sm font-semibold text-brand-fg hover:underline">
        {t('console_name')}
      </Link>
    </div>
  );
}
