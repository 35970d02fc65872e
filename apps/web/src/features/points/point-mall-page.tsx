import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { PointItem, PointRedemption } from '@jade/contract/points';
import {
  convertPoints,
  pointKeys,
  redeemPointItem,
  usePointBalance,
  usePointConfig,
  usePointEntries,
  usePointItems,
  usePointRedemptions,
} from '../../api/points';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { isApiError } from '../../api/api-error';
import { useIdempotentSubmit } from '../../lib/money-action';
import { useTranslation } from '../../lib/use-translation';
import { refreshWallet } from '../../lib/wallet-refresh';
import { useIsLoggedIn, useIsTrial } from '../../stores/session-store';
import { Button } from '../../ui/button';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { GiftIcon, LockIcon, WalletIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal/modal';
import { PageHeader } from '../../ui/page-header';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { StatusBadge } from '../../ui/status-badge';
import { useDates, useMoney } from '../../lib/region-format';
import { GuestCard } from '../../ui/guest-card';

type Tab = 'mall' | 'history' | 'details';
type T = ReturnType<typeof useTranslation>['t'];

const points = (n: number) => n.toLocaleString('en-US');

/** A refusal in the player's words (the minimum conversion names its number). */
function pointsErrorText(t: T, error: unknown, minConvert: number): string {
  if (isApiError(error, 'points.convert.minimum')) return t('points.convert.minimum', { 0: minConvert });
  return errorText(t, error);
}

/** After a redemption or conversion: the points, the lists and the wallet read again. */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([client.invalidateQueries({ queryKey: pointKeys.all }), refreshWallet()]);
  };
}

/** The balance, what it is worth, and the conversion to cash with the rate table. */
function BalanceCard({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const config = usePointConfig(true).data;
  const refresh = useRefresh();
  const submit = useIdempotentSubmit();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const min = config?.minConvert ?? 1;
  // The best rate of the brand's product types (the fewest valid bets a point); none when nothing earns.
  const rates = Object.values(config?.earnPerPoint ?? {}).filter((v) => v > 0);
  const best = rates.length > 0 ? Math.min(...rates) : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !config) return;
    setMessage(null);
    const n = Number(amount);
    const found: typeof errors = {};
    if (!Number.isInteger(n) || n <= 0) found.amount = t('pm_convert_whole');
    else if (n < min) found.amount = t('points.convert.minimum', { 0: min });
    else if (balance !== undefined && n > balance) found.amount = t('points.insufficient');
    if (!password) found.password = t('input_cannot_be_empty');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await submit(`convert:${n}`, (idempotencyKey) =>
        convertPoints({ points: n, password, idempotencyKey }),
      );
      if (!result) return;
      setAmount('');
      setPassword('');
      setMessage({
        tone: 'success',
        text: t('pm_convert_done', { 0: points(result.points), 1: money(result.amount) }),
      });
      await refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: pointsErrorText(t, error, min) });
    } finally {
      setBusy(false);
    }
  }

  const typed = Number(amount);
  const preview = config && Number.isInteger(typed) && typed > 0 ? typed * config.pointValue : null;
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="pm-balance-title"
        className="header-surface relative overflow-hidden rounded-[22px] border border-gold/40 p-6 text-on-header shadow-pop max-sm:p-5"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-10 h-48 w-48 rounded-full bg-gold/20 blur-2xl"
        />
        <p id="pm-balance-title" className="text-xs font-bold tracking-[0.14em] text-gold uppercase">
          {t('pm_your_points')}
        </p>
        <p
          className="gold-text mt-2 text-[40px] leading-none font-extrabold tabular-nums"
          data-testid="pm-balance"
        >
          {balance === undefined ? '…' : points(balance)}
        </p>
        {config && balance !== undefined && (
          <p className="mt-2 text-sm text-on-header-muted" data-testid="pm-worth">
            {t('pm_worth', { 0: money(balance * config.pointValue) })}
          </p>
        )}
        {best !== null && (
          <p className="mt-4 text-xs leading-relaxed text-on-header-muted" data-testid="pm-earn-rule">
            {t('pm_earn_rule', { 0: money(best) })}
          </p>
        )}
      </section>

      <section
        aria-labelledby="pm-convert-title"
        className="rounded-2xl border border-line bg-surface p-5 shadow-card"
      >
        <h2 id="pm-convert-title" className="flex items-center gap-2 text-base font-bold">
          <WalletIcon size={18} className="text-brand-fg" />
          {t('pm_convert_title')}
        </h2>
        <p className="mt-1 text-[13px] text-muted">
          {config ? t('pm_convert_lead', { 0: money(config.pointValue), 1: points(min) }) : '…'}
        </p>
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          className="mt-4 grid gap-3"
          data-testid="pm-convert-form"
        >
          {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
          <TextField
            label={t('pm_convert_points')}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value.replace(/\D/g, ''));
              setErrors((found) => ({ ...found, amount: undefined }));
            }}
            error={errors.amount}
            hint={preview !== null ? t('pm_convert_preview', { 0: money(preview) }) : undefined}
            data-testid="pm-convert-amount"
          />
          <TextField
            label={t('dl_payment_password')}
            type="password"
            icon={<LockIcon size={17} />}
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            data-testid="pm-convert-password"
          />
          <SubmitButton busy={busy} data-testid="pm-convert-submit">
            {t('pm_convert_submit')}
          </SubmitButton>
        </form>
        {config && config.rateTable.length > 0 && (
          <table className="mt-5 w-full text-sm" data-testid="pm-rate-table">
            <caption className="mb-2 text-left text-xs font-bold tracking-wide text-muted uppercase">
              {t('pm_rate_table')}
            </caption>
            <thead>
              <tr className="border-b border-line text-left text-xs text-muted">
                <th scope="col" className="py-1.5 font-semibold">
                  {t('pm_col_points')}
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  {t('pm_col_cash')}
                </th>
              </tr>
            </thead>
            <tbody>
              {config.rateTable.map((row) => (
                <tr key={row.points} className="border-b border-line/60 last:border-0">
                  <td className="py-1.5 tabular-nums">{points(row.points)}</td>
                  <td className="py-1.5 text-right font-semibold tabular-nums">{money(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

/** Why an item cannot be redeemed now (null: it can). */
function blockedReason(t: T, item: PointItem, balance: number | undefined): string | null {
  if (item.availableQuantity !== null && item.availableQuantity <= 0) return t('points.item.sold.out');
  if (item.perMemberLimit !== null && item.redeemedByMe >= item.perMemberLimit) return t('pm_limit_reached');
  if (balance !== undefined && balance < item.points)
    return t('pm_need_more', { 0: points(item.points - balance) });
  return null;
}

function ItemCard({
  item,
  balance,
  onRedeem,
}: {
  item: PointItem;
  balance: number | undefined;
  onRedeem(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const blocked = blockedReason(t, item, balance);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      data-testid="pm-item"
      data-kind={item.kind}
      data-item-id={item.id}
    >
      <div
        className={cn(
          'relative flex h-32 items-center justify-center',
          item.kind === 'cash'
            ? 'bg-[linear-gradient(140deg,#0f6b4f,#0a3f30)] text-gold'
            : 'bg-[linear-gradient(140deg,#3b2a6b,#1f1640)] text-gold',
        )}
      >
        {item.imageUrl ? (
          <img src={item.imageUrl} alt={item.name} className="h-full w-full object-cover" loading="lazy" />
        ) : item.kind === 'cash' ? (
          <span className="gold-text text-3xl font-extrabold" aria-hidden="true">
            {money(item.amount ?? 0)}
          </span>
        ) : (
          <GiftIcon size={52} aria-hidden="true" />
        )}
        <span className="absolute top-2.5 left-2.5 rounded-full bg-black/40 px-2 py-0.5 text-[11px] font-bold text-white">
          {t(item.kind === 'cash' ? 'pm_kind_cash' : 'pm_kind_goods')}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold" data-testid="pm-item-name">
          {item.name}
        </h3>
        {item.description && <p className="mt-1 text-[13px] leading-snug text-muted">{item.description}</p>}
        <p className="mt-3 text-lg font-extrabold text-brand-fg tabular-nums" data-testid="pm-item-points">
          {t('pm_points_cost', { 0: points(item.points) })}
        </p>
        {item.availableQuantity !== null && (
          <p className="text-xs text-muted" data-testid="pm-item-stock">
            {t('pm_stock', { 0: item.availableQuantity, 1: item.quantity ?? item.availableQuantity })}
          </p>
        )}
        <div className="mt-auto pt-4">
          <Button
            className="w-full"
            disabled={blocked !== null}
            onClick={onRedeem}
            data-testid="pm-item-redeem"
          >
            {t('pm_redeem')}
          </Button>
          {blocked && (
            <p className="mt-1.5 text-center text-xs text-muted" data-testid="pm-item-blocked">
              {blocked}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

/** The redemption: goods ask where to send them; both ask the payment password. */
function RedeemDialog({ item, onClose }: { item: PointItem; onClose(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refresh = useRefresh();
  const submit = useIdempotentSubmit();
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<PointRedemption | null>(null);
  const [busy, setBusy] = useState(false);
  const goods = item.kind === 'goods';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const found: Record<string, string> = {};
    if (!password) found.password = t('input_cannot_be_empty');
    if (goods) {
      if (!name.trim()) found.name = t('input_cannot_be_empty');
      if (phone.trim().length < 5) found.phone = t('pm_phone_invalid');
      if (address.trim().length < 5) found.address = t('pm_address_invalid');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await submit(`redeem:${item.id}`, (idempotencyKey) =>
        redeemPointItem({
          itemId: item.id,
          password,
          idempotencyKey,
          ...(goods ? { address: { name: name.trim(), phone: phone.trim(), address: address.trim() } } : {}),
        }),
      );
      if (!result) return;
      setDone(result);
      await refresh();
    } catch (error) {
      setMessage(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('pm_redeem_title')}
      width={460}
      minHeight={200}
      testId="pm-redeem-dialog"
    >
      {done ? (
        <div className="grid gap-4" data-testid="pm-redeem-done">
          <FormMessage tone="success">
            {done.kind === 'cash'
              ? t('pm_redeem_done_cash', { 0: item.name, 1: money(done.amount ?? 0) })
              : t('pm_redeem_done_goods', { 0: item.name })}
          </FormMessage>
          <Button onClick={onClose} data-testid="pm-redeem-close">
            {t('pm_done')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          className="grid gap-4"
          data-testid="pm-redeem-form"
        >
          <p className="rounded-xl bg-surface-2 px-3.5 py-2.5 text-[13px]">
            <span className="font-bold">{item.name}</span>
            <span className="block text-muted">{t('pm_points_cost', { 0: points(item.points) })}</span>
          </p>
          {message && <FormMessage>{message}</FormMessage>}
          {goods && (
            <>
              <TextField
                label={t('pm_address_name')}
                maxLength={60}
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={errors.name}
                data-testid="pm-address-name"
              />
              <TextField
                label={t('pm_address_phone')}
                inputMode="tel"
                maxLength={20}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                error={errors.phone}
                data-testid="pm-address-phone"
              />
              <TextField
                label={t('pm_address')}
                maxLength={200}
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                error={errors.address}
                data-testid="pm-address"
              />
            </>
          )}
          <TextField
            label={t('dl_payment_password')}
            type="password"
            icon={<LockIcon size={17} />}
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            data-testid="pm-redeem-password"
          />
          <SubmitButton busy={busy} data-testid="pm-redeem-submit">
            {t('pm_redeem_confirm', { 0: points(item.points) })}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}

const STATUS_TONE = {
  credited: 'success',
  pending: 'warning',
  shipped: 'info',
  cancelled: 'neutral',
} as const;

function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage(n: number): void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <div className="mt-4 flex items-center justify-center gap-3 text-sm">
      <Button size="sm" variant="outline" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('pm_prev')}
      </Button>
      <span className="tabular-nums text-muted">
        {pageNo} / {totalPages}
      </span>
      <Button size="sm" variant="outline" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('pm_next')}
      </Button>
    </div>
  );
}

/** One page of a paged list (history, details): its error, its empty state, its rows and the pager. */
function PagedList<T>({
  query,
  pageNo,
  onPage,
  empty,
  testId,
  row,
}: {
  query: { isError: boolean; data?: { list: T[]; totalPages: number } | undefined };
  pageNo: number;
  onPage(n: number): void;
  empty: string;
  testId: string;
  row(item: T): ReactNode;
}) {
  const { t } = useTranslation();
  const list = query.data?.list ?? [];
  if (query.isError) return <p className="text-danger">{t('page_error_text')}</p>;
  if (query.data && list.length === 0) return <p className="py-8 text-center text-muted">{empty}</p>;
  return (
    <>
      <ul
        className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-card"
        data-testid={testId}
      >
        {list.map(row)}
      </ul>
      <Pager pageNo={pageNo} totalPages={query.data?.totalPages ?? 1} onPage={onPage} />
    </>
  );
}

function History() {
  const { t } = useTranslation();
  const money = useMoney();
  const { dateTime } = useDates();
  const [pageNo, setPageNo] = useState(1);
  return (
    <PagedList
      query={usePointRedemptions(true, pageNo)}
      pageNo={pageNo}
      onPage={setPageNo}
      empty={t('pm_no_history')}
      testId="pm-history"
      row={(r) => (
        <li key={r.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="pm-history-row">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{r.itemName}</p>
            <p className="text-xs text-muted">
              {dateTime(r.createdAt)}
              {r.amount !== null && ` · ${money(r.amount)}`}
              {r.address && ` · ${r.address.address}`}
            </p>
          </div>
          <span className="font-bold text-danger tabular-nums">−{points(r.points)}</span>
          <StatusBadge tone={STATUS_TONE[r.status]} testId="pm-history-status">
            {t(`pm_status_${r.status}`)}
          </StatusBadge>
        </li>
      )}
    />
  );
}

function Details() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const [pageNo, setPageNo] = useState(1);
  return (
    <PagedList
      query={usePointEntries(true, pageNo)}
      pageNo={pageNo}
      onPage={setPageNo}
      empty={t('pm_no_details')}
      testId="pm-details"
      row={(e) => (
        <li
          key={e.id}
          className="flex items-center gap-3 px-4 py-3"
          data-testid="pm-details-row"
          data-kind={e.kind}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t(`pm_entry_${e.kind}`)}</p>
            <p className="text-xs text-muted">{dateTime(e.createdAt)}</p>
          </div>
          <div className="text-right">
            <p className={cn('font-bold tabular-nums', e.points >= 0 ? 'text-success' : 'text-danger')}>
              {e.points >= 0 ? '+' : '−'}
              {points(Math.abs(e.points))}
            </p>
            <p className="text-xs text-muted tabular-nums">
              {t('pm_balance_after', { 0: points(e.balanceAfter) })}
            </p>
          </div>
        </li>
      )}
    />
  );
}

/** /pointMall (spec §2; module PTSYS3; decision R8): the points, the mall, the history and the details. */
export function PointMallPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const member = loggedIn && !trial;
  const balance = usePointBalance(member).data?.balance;
  const items = usePointItems(member, language);
  const [tab, setTab] = useState<Tab>('mall');
  const [redeeming, setRedeeming] = useState<PointItem | null>(null);

  return (
    <>
      <PageHeader title={t('point_mall')} subtitle={t('point_mall_subtitle')} icon={<GiftIcon size={30} />} />
      <div className="content-width grid gap-6 py-8 max-sm:py-4 lg:grid-cols-[minmax(0,360px)_1fr]">
        <div>
          {member ? (
            <BalanceCard balance={balance} />
          ) : (
            <GuestCard
              icon={<GiftIcon size={36} className="text-gold" />}
              title={t('pm_guest_title')}
              text={t('pm_guest_text')}
              loginTestId="pm-login"
            />
          )}
        </div>
        <section aria-label={t('point_mall')}>
          {member ? (
            <>
              <SegmentedTabs
                value={tab}
                onChange={(value) => setTab(value as Tab)}
                label={t('point_mall')}
                className="mb-5 max-w-md"
                testId="pm-tabs"
                options={[
                  { value: 'mall', label: t('pm_tab_mall') },
                  { value: 'history', label: t('pm_tab_history') },
                  { value: 'details', label: t('pm_tab_details') },
                ]}
              />
              {tab === 'mall' && (
                <>
                  {items.isError && <p className="text-danger">{t('page_error_text')}</p>}
                  {items.data && items.data.list.length === 0 && (
                    <p className="py-8 text-center text-muted">{t('pm_no_items')}</p>
                  )}
                  <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="pm-items">
                    {items.data?.list.map((item) => (
                      <ItemCard
                        key={item.id}
                        item={item}
                        balance={balance}
                        onRedeem={() => setRedeeming(item)}
                      />
                    ))}
                  </ul>
                </>
              )}
              {tab === 'history' && <History />}
              {tab === 'details' && <Details />}
            </>
          ) : (
            <p className="rounded-2xl border border-line bg-surface p-6 text-muted shadow-card">
              {t('pm_guest_lead')}
            </p>
          )}
        </section>
      </div>
      {redeeming && <RedeemDialog item={redeeming} onClose={() => setRedeeming(null)} />}
    </>
  );
}
