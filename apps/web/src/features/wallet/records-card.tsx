import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { refreshWallet } from '../../lib/wallet-refresh';
import { RefreshIcon } from '../../ui/icons';
import { ClockIcon } from '../../ui/money-icons';
import { StatusWatch } from './status-watch';
import { Pager, WalletCard } from './wallet-bits';

/** What a records card needs of its page query. */
interface PageQuery<T> {
  data: { list: T[]; totalPages: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * A paged list of the player's money requests (deposits, withdrawals): heading with a refresh button,
 * loading / failed / empty states, the rows and the pager. `children` holds the card's dialogs.
 * `testId` names the card; the refresh button, empty state and pager take it as a prefix.
 */
export function RecordsCard<T>({
  title,
  testId,
  emptyText,
  query,
  page,
  onPage,
  listClassName,
  renderItem,
  children,
}: {
  title: string;
  testId: string;
  emptyText: string;
  query: PageQuery<T>;
  page: number;
  onPage(page: number): void;
  listClassName: string;
  renderItem(item: T): ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = query;
  return (
    <WalletCard
      title={title}
      icon={<ClockIcon size={18} />}
      testId={testId}
      actions={
        <button
          type="button"
          onClick={() => void refetch()}
          aria-label={t('records_refresh')}
          title={t('records_refresh')}
          aria-busy={isFetching}
          data-testid={`${testId}-refresh`}
          className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-muted hover:bg-surface-3 hover:text-fg"
        >
          <RefreshIcon size={16} className={cn(isFetching && 'animate-spin')} />
        </button>
      }
    >
      {isPending ? (
        <p className="py-6 text-center text-sm text-subtle">{t('loading')}</p>
      ) : isError || !data ? (
        <p className="py-6 text-center text-sm text-danger">{t('records_failed')}</p>
      ) : data.list.length === 0 ? (
        <p className="py-6 text-center text-sm text-subtle" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        <ul className={listClassName}>{data.list.map(renderItem)}</ul>
      )}
      <Pager page={page} pages={data?.totalPages ?? 1} onPage={onPage} testId={`${testId}-pager`} />
      {children}
    </WalletCard>
  );
}

/**
 * Refreshes the balance when a record read again has moved (see StatusWatch); `into` is read once:
 * pass a constant.
 */
export function useRefreshOnStatusChange<S>(
  list: readonly { id: number; status: S }[] | undefined,
  into?: readonly S[],
) {
  const [watch] = useState(() => new StatusWatch(into));
  useEffect(() => {
    if (list && watch.observe(list)) void refreshWallet();
  }, [list, watch]);
}
