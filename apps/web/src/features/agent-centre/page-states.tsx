import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/form-field';
import { RefreshIcon } from '../../ui/icons';

/**
 * The states every agent-centre page shares: loading, empty and error. Every page of the centre
 * uses these so the centre reads as one product.
 */
export function PageLoading({ testId = 'ac-loading' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid={testId}
      className="flex min-h-[180px] items-center justify-center gap-2.5 rounded-2xl border border-line bg-surface text-sm text-muted shadow-card"
    >
      <Spinner className="text-brand" />
      {t('loading')}
    </div>
  );
}

export function PageEmpty({
  title,
  text,
  icon,
  action,
  testId = 'ac-empty',
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex min-h-[180px] flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-8 text-center"
    >
      {icon && (
        <span className="mb-1 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
          {icon}
        </span>
      )}
      <p className="text-[15px] font-bold">{title}</p>
      {text && <p className="max-w-sm text-[13px] text-muted">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

export function PageError({
  error,
  onRetry,
  testId = 'ac-error',
}: {
  error: unknown;
  onRetry?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex min-h-[140px] flex-col items-center justify-center gap-3 rounded-2xl bg-danger-soft px-6 py-6 text-center text-sm font-medium text-danger"
    >
      <p>{errorText(t, error)}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshIcon size={15} />
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/** The part of a query's result a page reads (any TanStack query fits). */
interface QueryLike<D> {
  data: D | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch(): unknown;
}

/**
 * A query's three states in one place: the error with its retry, the spinner, then the data, or
 * `empty` when `isEmpty` says there is nothing to show.
 */
export function QueryStates<D>({
  query,
  isEmpty,
  empty,
  loadingTestId,
  children,
}: {
  query: QueryLike<D>;
  isEmpty?: (data: D) => boolean;
  empty?: ReactNode;
  loadingTestId?: string;
  children(data: D): ReactNode;
}) {
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <PageLoading testId={loadingTestId} />;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
