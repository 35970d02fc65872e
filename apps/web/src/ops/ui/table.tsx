import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Pagination } from '../../ui/pagination';
import { opsErrorText } from '../lib/ops-errors';
import { useOpsText } from '../lib/use-ops-text';

/** A console table: a card that scrolls sideways on a phone instead of squeezing its columns. */
export function Table({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  return (
    // Focusable, so that a keyboard can scroll it sideways on a narrow screen.
    <div
      className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-brand"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table
        className="w-full min-w-[720px] border-collapse text-left text-sm"
        aria-label={label}
        data-testid={testId}
      >
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-line bg-surface-2 px-3 py-2.5 text-xs font-bold tracking-wide whitespace-nowrap text-muted uppercase',
        className,
      )}
      {...rest}
    />
  );
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-line px-3 py-3 align-middle text-fg', className)} {...rest} />;
}

/** The table's state when it has no rows: loading, failed (with a retry) or nothing found. */
export function TableState({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-12 text-center text-sm text-muted">
        {children}
      </td>
    </tr>
  );
}

/**
 * The body of a table fed by a query: loading, failed (with a retry), nothing found, or its rows.
 */
export function QueryRows<T>({
  query,
  rows,
  colSpan,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  rows: readonly T[];
  colSpan: number;
  children(row: T, index: number): ReactNode;
}) {
  const { t } = useOpsText();
  if (query.isPending) return <TableState colSpan={colSpan}>{t('loading')}</TableState>;
  if (query.isError) {
    return (
      <TableState colSpan={colSpan}>
        {t('load_failed', { 0: opsErrorText(t, query.error) })}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </TableState>
    );
  }
  if (rows.length === 0) return <TableState colSpan={colSpan}>{t('nothing_found')}</TableState>;
  return <>{rows.map(children)}</>;
}

/** Under a paged table: how many rows in all, and the pages. */
export function TableFooter({
  totalCount,
  pageNo,
  totalPages,
  onPage,
}: {
  totalCount: number | undefined;
  pageNo: number;
  totalPages: number | undefined;
  onPage(page: number): void;
}) {
  const { t } = useOpsText();
  return (
    <div className="mt-4 flex items-center justify-between gap-3 text-sm text-muted">
      <span>{totalCount !== undefined ? t('rows_total', { 0: totalCount }) : ''}</span>
      <Pagination page={pageNo} totalPages={totalPages ?? 1} onChange={onPage} />
    </div>
  );
}
