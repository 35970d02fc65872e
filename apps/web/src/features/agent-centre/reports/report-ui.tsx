import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { Pagination } from '../../../ui/pagination';
import { QuickRangePicker } from '../../../ui/quick-range-picker';
import { StatusBadge } from '../../../ui/status-badge';
import { customDays, DAY_PICKS, daysOf, spanQuery, type DayPick, type DaySpan } from './report-days';

/**
 * Building blocks of the agent reports: the filter state, the range of brand days, the member search,
 * the figure tiles and the table that turns into cards on a phone, with its footer of totals and pager.
 */

/**
 * The filters every report starts with: a range of brand days (the last 7 by default), a member's
 * username (empty: the whole team) and the page. `refilter` wraps a filter's setter so that changing
 * it starts again at page 1.
 */
export function useReportFilters(initial: Exclude<DayPick, 'custom'> = 'last7') {
  const [span, setSpan] = useState<DaySpan>(() => daysOf(initial));
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    span,
    username,
    page,
    setPage,
    setSpan: refilter(setSpan),
    setUsername: refilter(setUsername),
    refilter,
    /** The range and username as the report calls take them. */
    query: { ...spanQuery(span), ...(username ? { username } : {}) },
  };
}

const PICK_LABELS = {
  today: 'ar_today',
  yesterday: 'ar_yesterday',
  last7: 'range_last7',
  last30: 'range_last30',
  thisYear: 'ar_this_year',
  thisMonth: 'ar_this_month',
  lastMonth: 'ar_last_month',
  custom: 'range_custom',
} as const;

/** Quick picks and a custom from–to (days as the brand counts them; the server says which it used). */
export function DayRangeFilter({
  value,
  onChange,
  picks = DAY_PICKS,
}: {
  value: DaySpan;
  onChange(span: DaySpan): void;
  picks?: readonly DayPick[];
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(value.startDate);
  const [to, setTo] = useState(value.endDate);
  const apply = (a: string, b: string) => {
    const span = customDays(a, b);
    if (span) onChange(span);
  };
  return (
    <QuickRangePicker
      picks={picks}
      labelOf={(pick: DayPick) => t(PICK_LABELS[pick])}
      isActive={(pick) => value.pick === pick}
      onPick={(pick) => {
        if (pick === 'custom') {
          onChange(customDays(from, to) ?? { ...value, pick: 'custom' });
          return;
        }
        const span = daysOf(pick);
        setFrom(span.startDate);
        setTo(span.endDate);
        onChange(span);
      }}
      custom={
        value.pick === 'custom'
          ? {
              from,
              to,
              bounded: true,
              onFrom: (day) => {
                setFrom(day);
                apply(day, to);
              },
              onTo: (day) => {
                setTo(day);
                apply(from, day);
              },
            }
          : undefined
      }
      testId="ar-range"
    />
  );
}

/** A username box with its search button; an empty search means the whole team. */
export function MemberSearch({ value, onSearch }: { value: string; onSearch(username: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 items-end gap-2" role="search">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-semibold text-muted">
          {t('ar_member')}
        </label>
        <input
          id={id}
          value={text}
          maxLength={64}
          autoComplete="off"
          placeholder={t('ar_member_placeholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="ar-member-search"
          className="h-10 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none placeholder:text-subtle focus:border-brand"
        />
      </div>
      <Button type="submit" size="sm" className="h-10" data-testid="ar-member-submit">
        {t('ar_search')}
      </Button>
      {value && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-10"
          data-testid="ar-member-clear"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('ar_clear')}
        </Button>
      )}
    </form>
  );
}

/** A labelled native select. */
export function ReportSelect({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  testId: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        className="h-10 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none focus:border-brand"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterPanel({ children }: { children: ReactNode }) {
  return (
    <div
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
      data-testid="ar-filters"
    >
      {children}
    </div>
  );
}

/** An amount with its sign and colour: green a gain, red a loss (from the side the caller names). */
export function Signed({ value, className, testId }: { value: number; className?: string; testId?: string }) {
  return (
    <span
      data-testid={testId}
      data-value={value}
      className={cn(
        'font-bold tabular-nums',
        value > 0 ? 'text-success' : value < 0 ? 'text-danger' : 'text-muted',
        className,
      )}
    >
      {value > 0 ? '+' : ''}
      {formatMoney(value)}
    </span>
  );
}

/** A figure tile: label, value and an optional note (the previous period). */
export function Tile({
  label,
  children,
  note,
  tone = 'plain',
  testId,
  valueTestId,
  className,
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
  tone?: 'plain' | 'brand' | 'gold';
  testId?: string;
  valueTestId?: string;
  className?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'min-w-0 rounded-2xl border p-3.5 shadow-card',
        className,
        tone === 'brand'
          ? 'border-brand/30 bg-brand-soft'
          : tone === 'gold'
            ? 'border-gold/30 bg-gold-soft'
            : 'border-line bg-surface',
      )}
    >
      <dt className="truncate text-xs font-semibold text-muted">{label}</dt>
      <dd className="mt-1 truncate text-xl font-extrabold tabular-nums" data-testid={valueTestId}>
        {children}
      </dd>
      {note && <dd className="mt-0.5 truncate text-xs text-muted">{note}</dd>}
    </div>
  );
}

export interface Column<R> {
  key: string;
  label: string;
  align?: 'left' | 'right';
  /** The cell of a row. */
  cell(row: R): ReactNode;
  /** The footer's cell (totals); omitted: empty. */
  foot?: ReactNode;
  /** Hidden in the phone card (the title column shows there already). */
  desktopOnly?: boolean;
}

/** A team member as the first cell of a row: the username, then "self" or the member's type and level. */
export function MemberCell({
  username,
  typeName,
  level,
  testId,
}: {
  username: string | undefined;
  /** The member type's name (agent, player…). */
  typeName: string;
  level: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span className="truncate" data-testid={testId}>
        {username}
      </span>
      {level === 0 ? (
        <StatusBadge tone="info">{t('ar_self')}</StatusBadge>
      ) : (
        <span className="text-xs font-normal text-muted">
          {typeName} · {t('ar_level', { 0: level })}
        </span>
      )}
    </span>
  );
}

/** The bet figures of a row of team betting, statements or days. */
export interface BetFigures {
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
  bets: number;
}

/**
 * The columns of the bet figures (bets, bet amount, valid bet, payout, win/loss), with the footer's
 * totals; the win/loss cells carry `<testId>-winloss` and `<testId>-footer-winloss`.
 */
export function betFigureColumns<R extends BetFigures>(
  t: (key: 'ar_bets' | 'ar_bet_amount' | 'ar_valid_bet' | 'ar_payout' | 'ar_win_loss') => string,
  footer: BetFigures | undefined,
  testId: string,
): Column<R>[] {
  const money = (key: 'betAmount' | 'validBet' | 'payout', label: string): Column<R> => ({
    key,
    label,
    align: 'right',
    cell: (r) => formatMoney(r[key]),
    foot: footer && formatMoney(footer[key]),
  });
  return [
    { key: 'bets', label: t('ar_bets'), align: 'right', cell: (r) => r.bets, foot: footer?.bets },
    money('betAmount', t('ar_bet_amount')),
    money('validBet', t('ar_valid_bet')),
    money('payout', t('ar_payout')),
    {
      key: 'winLoss',
      label: t('ar_win_loss'),
      align: 'right',
      cell: (r) => <Signed value={r.winLoss} testId={`${testId}-winloss`} />,
      foot: footer && <Signed value={footer.winLoss} testId={`${testId}-footer-winloss`} />,
    },
  ];
}

/** The pages of a report's list, for the pager under its table. */
export interface ReportPages {
  page: number;
  totalPages: number;
  total: number;
  onChange(page: number): void;
  testId: string;
}

/**
 * A table on wide screens, a list of cards on a phone; the footer holds the totals of every row of
 * the filter (all pages), labelled as such; with `pages`, the pager follows the table.
 */
export function ReportTable<R>({
  columns,
  rows,
  rowKey,
  footLabel,
  onRowClick,
  rowLabel,
  testId,
  pages,
}: {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey(row: R): string;
  footLabel?: string;
  onRowClick?: (row: R) => void;
  /** Accessible name of a clickable row's button. */
  rowLabel?: (row: R) => string;
  testId: string;
  pages?: ReportPages;
}) {
  const { t } = useTranslation();
  const [first, ...rest] = columns;
  const hasFoot = columns.some((c) => c.foot !== undefined);
  const table = (
    <div
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      data-testid={testId}
    >
      {/* A table wider than the page scrolls inside its frame rather than losing its last columns. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line bg-surface-2 text-xs font-semibold text-muted">
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cn(
                    'px-3 py-2.5 whitespace-nowrap',
                    c.align === 'right' ? 'text-right' : 'text-left',
                  )}
                >
                  {c.label}
                </th>
              ))}
              {onRowClick && (
                <th scope="col" className="w-8">
                  <span className="sr-only">{t('ar_details')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                data-testid={`${testId}-row`}
                data-key={rowKey(row)}
                className={cn('border-b border-line last:border-b-0', onRowClick && 'hover:bg-surface-2')}
              >
                {columns.map((c) => (
                  <td
                    key={c.key}
                    data-col={c.key}
                    className={cn(
                      'px-3 py-2.5 whitespace-nowrap tabular-nums',
                      c.align === 'right' ? 'text-right' : 'text-left',
                    )}
                  >
                    {c.cell(row)}
                  </td>
                ))}
                {onRowClick && (
                  <td className="pr-2 text-right">
                    <button
                      type="button"
                      onClick={() => onRowClick(row)}
                      aria-label={rowLabel?.(row) ?? t('ar_details')}
                      data-testid={`${testId}-open`}
                      className="inline-flex h-7 w-7 items-center justify-center rounded-lg text-muted hover:bg-surface-3 hover:text-fg"
                    >
                      <span aria-hidden="true">›</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          {hasFoot && (
            <tfoot>
              <tr
                className="border-t-2 border-line-strong bg-surface-2 font-bold"
                data-testid={`${testId}-footer`}
              >
                {columns.map((c, i) => (
                  <td
                    key={c.key}
                    data-col={c.key}
                    className={cn(
                      'px-3 py-2.5 whitespace-nowrap tabular-nums',
                      c.align === 'right' ? 'text-right' : 'text-left',
                    )}
                  >
                    {i === 0 ? (footLabel ?? t('ar_total')) : c.foot}
                  </td>
                ))}
                {onRowClick && <td />}
              </tr>
            </tfoot>
          )}
        </table>
      </div>

      {/* Phone: one card per row, the first column as its title. */}
      <ul className="md:hidden" data-testid={`${testId}-cards`}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="border-b border-line px-4 py-3 last:border-b-0">
            <div className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate font-semibold">{first?.cell(row)}</span>
              {onRowClick && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onRowClick(row)}
                  aria-label={rowLabel?.(row) ?? t('ar_details')}
                >
                  {t('ar_details')}
                </Button>
              )}
            </div>
            <dl className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1 text-[13px]">
              {rest
                .filter((c) => !c.desktopOnly)
                .map((c) => (
                  <div key={c.key} className="flex min-w-0 justify-between gap-2">
                    <dt className="truncate text-muted">{c.label}</dt>
                    <dd className="tabular-nums">{c.cell(row)}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
        {hasFoot && (
          <li className="bg-surface-2 px-4 py-3" data-testid={`${testId}-footer-card`}>
            <p className="font-bold">{footLabel ?? t('ar_total')}</p>
            <dl className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1 text-[13px]">
              {rest
                .filter((c) => c.foot !== undefined)
                .map((c) => (
                  <div key={c.key} className="flex min-w-0 justify-between gap-2">
                    <dt className="truncate text-muted">{c.label}</dt>
                    <dd className="font-bold tabular-nums">{c.foot}</dd>
                  </div>
                ))}
            </dl>
          </li>
        )}
      </ul>
    </div>
  );
  if (!pages) return table;
  return (
    <>
      {table}
      <ReportPager {...pages} />
    </>
  );
}

/** The paginator under a list, with the count of rows. */
export function ReportPager({
  page,
  totalPages,
  total,
  onChange,
  testId,
}: {
  page: number;
  totalPages: number;
  total: number;
  onChange(page: number): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-xs text-muted" data-testid={`${testId}-count`}>
        {t('ar_rows', { 0: total })}
      </p>
      <Pagination page={page} totalPages={totalPages} onChange={onChange} testId={testId} />
    </div>
  );
}
