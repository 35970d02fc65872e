import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ContractKind, ContractOverviewValue, ContractValue } from '@jade/contract/agent-contracts';
import { contractOverviewQuery, contractRecordsQuery, type RecordQuery } from '../../../api/agents/contracts';
import { formatMoney } from '../../../lib/money';
import { useSessionStore } from '../../../stores/session-store';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { UsersIcon, ReceiptIcon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { StatusBadge } from '../../../ui/status-badge';
import { PageEmpty, PageError, PageLoading } from '../page-states';
import { INCOME_PICKS, spanQuery } from '../reports/report-days';
import { DayRangeFilter, useReportFilters } from '../reports/report-ui';
import { ContractDialog, TierTable, type ContractScreen } from './contract-dialog';
import {
  KIND_LABELS,
  measureLabel,
  PERIOD_LABELS,
  periodText,
  rateText,
  STATUS_LABELS,
  STATUS_TONES,
} from './contract-format';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section className="grid gap-3" data-testid={testId}>
      <h3 className="text-sm font-bold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Requests({ data, open }: { data: ContractOverviewValue; open(c: ContractValue): void }) {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.memberInfo?.id);
  if (data.requests.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="ct-requests">
      {data.requests.map((r) => {
        const from = r.downline.id === me ? (r.upline?.account ?? t('ct_house')) : r.downline.account;
        return (
          <div
            key={r.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold/50 bg-gold/10 px-4 py-3"
            data-testid={`ct-request-${r.id}`}
          >
            <div className="min-w-0">
              <p className="text-xs font-semibold text-gold-fg uppercase">{t('ct_requests')}</p>
              <p className="text-sm font-bold">
                {r.status === 'applying'
                  ? t('ct_request_offer', { 0: from })
                  : t('ct_request_termination', { 0: from })}
              </p>
            </div>
            <Button size="sm" variant="gold" onClick={() => open(r)} data-testid="ct-review-request">
              {t('ct_review')}
            </Button>
          </div>
        );
      })}
    </div>
  );
}

function OwnContract({ data, open }: { data: ContractOverviewValue; open(c: ContractValue): void }) {
  const { t, i18n } = useTranslation();
  const own = data.own;
  if (!own)
    return (
      <PageEmpty
        title={t('ct_no_contract')}
        text={t('ct_no_contract_hint')}
        icon={<ReceiptIcon size={22} />}
        testId="ct-no-contract"
      />
    );
  return (
    <div
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card"
      data-testid="ct-own"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs text-muted">
            {t('ct_upline')}:{' '}
            <span className="font-semibold text-fg">{own.upline?.account ?? t('ct_house')}</span>
          </p>
          <p className="mt-1 text-2xl font-extrabold text-brand-fg tabular-nums">
            {rateText(own.maxRateBps)}
          </p>
          <p className="text-xs text-muted">
            {t(PERIOD_LABELS[own.period])}
            {own.acceptedAt &&
              ` · ${t('ct_signed_at')} ${new Date(own.acceptedAt).toLocaleDateString(i18n.language)}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge tone={STATUS_TONES[own.status]} testId="ct-own-status">
            {t(STATUS_LABELS[own.status])}
          </StatusBadge>
          {own.upline && own.status === 'approved' && (
            <Button size="sm" variant="outline" onClick={() => open(own)} data-testid="ct-own-terminate">
              {t('ct_terminate')}
            </Button>
          )}
        </div>
      </div>
      <TierTable contract={own} />
    </div>
  );
}

function Downlines({
  data,
  open,
  offer,
}: {
  data: ContractOverviewValue;
  open(c: ContractValue): void;
  offer(d: { id: number; account: string }): void;
}) {
  const { t } = useTranslation();
  if (data.downlines.length === 0)
    return (
      <PageEmpty
        title={t('ct_no_downline_agents')}
        text={t('ct_no_downline_agents_hint')}
        icon={<UsersIcon size={22} />}
        testId="ct-no-downlines"
      />
    );
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      {data.downlines.map((d) => {
        const c = d.contract;
        const canOffer = !c || c.status === 'approved' || c.status === 'paused';
        return (
          <li
            key={d.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            data-testid={`ct-downline-${d.account}`}
          >
            <div className="min-w-0">
              <p className="truncate font-semibold">{d.account}</p>
              <p className="text-xs text-muted tabular-nums">{c ? rateText(c.maxRateBps) : '—'}</p>
            </div>
            <div className="flex items-center gap-2">
              {c && (
                <StatusBadge tone={STATUS_TONES[c.status]} testId={`ct-downline-status-${d.account}`}>
                  {t(STATUS_LABELS[c.status])}
                </StatusBadge>
              )}
              {c && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => open(c)}
                  data-testid={`ct-view-${d.account}`}
                >
                  {t('ct_view')}
                </Button>
              )}
              {canOffer && (
                <Button
                  size="sm"
                  variant={c ? 'outline' : 'primary'}
                  disabled={data.capRateBps === 0}
                  onClick={() => offer(d)}
                  data-testid={`ct-offer-${d.account}`}
                >
                  {c ? t('ct_new_offer') : t('ct_offer')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Records({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation();
  const [side, setSide] = useState<'received' | 'paid'>('received');
  const filters = useReportFilters('last30');
  const query: RecordQuery = { side, ...spanQuery(filters.span), pageNo: filters.page, pageSize: 10 };
  const records = useQuery(contractRecordsQuery(kind, query));
  const data = records.data;
  return (
    <div className="grid gap-3">
      <SegmentedTabs
        value={side}
        onChange={filters.refilter((v: 'received' | 'paid') => setSide(v))}
        options={[
          { value: 'received', label: t('ct_received') },
          { value: 'paid', label: t('ct_paid') },
        ]}
        label={t('ct_records')}
        className="max-w-sm"
        testId="ct-records-side"
      />
      <DayRangeFilter value={filters.span} picks={INCOME_PICKS} onChange={filters.setSpan} />
      {records.isPending ? (
        <PageLoading />
      ) : records.isError ? (
        <PageError error={records.error} onRetry={() => void records.refetch()} />
      ) : !data || data.list.length === 0 ? (
        <PageEmpty title={t('ct_no_records')} text={t('ct_no_records_hint')} testId="ct-no-records" />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
          <div className="overflow-x-auto">
            <table className="w-full min-w-[560px] text-sm" data-testid="ct-records">
              <thead className="bg-surface-2 text-left text-xs text-muted">
                <tr>
                  <th className="px-3 py-2.5 font-semibold">{t('ct_period')}</th>
                  <th className="px-3 py-2.5 font-semibold">
                    {side === 'paid' ? t('ct_payee') : t('ct_payer')}
                  </th>
                  <th className="px-3 py-2.5 text-right font-semibold">{t(measureLabel(kind))}</th>
                  <th className="px-3 py-2.5 text-right font-semibold">{t('ct_active')}</th>
                  <th className="px-3 py-2.5 text-right font-semibold">{t('ct_rate')}</th>
                  <th className="px-3 py-2.5 text-right font-semibold">{t('ct_amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id} className="border-t border-line" data-testid="ct-record-row">
                    <td className="px-3 py-2.5 whitespace-nowrap tabular-nums">
                      {periodText(r.periodStart, r.periodEnd, i18n.language)}
                    </td>
                    <td className="px-3 py-2.5">{side === 'paid' ? r.payee : (r.payer ?? t('ct_house'))}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(r.measure)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{r.activeMembers}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">
                      {r.rateBps ? rateText(r.rateBps) : '—'}
                    </td>
                    <td
                      className="px-3 py-2.5 text-right font-bold text-success tabular-nums"
                      data-testid="ct-record-amount"
                    >
                      {r.status === 'withheld' ? (
                        <span className="font-medium text-warning" title={t('ct_settle_withheld_hint')}>
                          {t('ct_settle_withheld')}
                        </span>
                      ) : r.status === 'zero' ? (
                        <span className="font-medium text-muted">{t('ct_settle_zero')}</span>
                      ) : (
                        formatMoney(r.amount)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-line-strong bg-surface-2 font-bold">
                <tr>
                  <td className="px-3 py-2.5" colSpan={2}>
                    {t('ct_total')}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(data.footer.measure)}</td>
                  <td className="px-3 py-2.5" colSpan={2} />
                  <td className="px-3 py-2.5 text-right tabular-nums" data-testid="ct-records-total">
                    {formatMoney(data.footer.amount)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <Pagination
            page={filters.page}
            totalPages={data.totalPages}
            onChange={filters.setPage}
            className="py-3"
          />
        </div>
      )}
    </div>
  );
}

/** One contract page (dividend, daily, hourly or real-time salary): own contract, requests, downlines, records. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const overview = useQuery(contractOverviewQuery(kind));
  const [screen, setScreen] = useState<ContractScreen | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (overview.isPending) return <PageLoading />;
  if (overview.isError) return <PageError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const open = (contract: ContractValue) => setScreen({ mode: 'review', contract });
  return (
    <div className="grid gap-6" data-testid={`ct-page-${kind}`}>
      <p className="-mt-2 text-sm text-muted">
        {t(KIND_LABELS[kind])} · {t(PERIOD_LABELS[data.period])}
      </p>
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <Requests data={data} open={open} />
      <Section title={t('ct_my_contract')} testId="ct-own-section">
        <OwnContract data={data} open={open} />
      </Section>
      <Section title={t('ct_downline_contracts')} testId="ct-downlines">
        <Downlines
          data={data}
          open={open}
          offer={(d) => setScreen({ mode: 'offer', kind, downline: d, capRateBps: data.capRateBps })}
        />
      </Section>
      <Section title={t('ct_records')} testId="ct-records-section">
        <Records kind={kind} />
      </Section>
      <ContractDialog
        screen={screen}
        onClose={(message) => {
          setScreen(null);
          setNotice(message);
        }}
      />
    </div>
  );
}

export const DividendRecordPage = () => <ContractPage kind="dividend" />;
export const DailyWagesPage = () => <ContractPage kind="daily" />;
export const HourSalaryPage = () => <ContractPage kind="hourly" />;
export const RealtimeSalaryPage = () => <ContractPage kind="realtime" />;
