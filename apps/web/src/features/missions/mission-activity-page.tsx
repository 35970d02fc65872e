import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import type { MissionClaim, MissionItem, MissionLeaderboard } from '@jade/contract/missions';
import { MONEY_MISSION_KINDS } from '@jade/contract/missions';
import { useClaimMission, useMissionLeaderboard, useMissionSummary } from '../../api/missions';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { useIdempotentSubmit } from '../../lib/money-action';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { CheckIcon, TargetIcon, TrophyIcon } from '../../ui/icons';
import { percentOf, ProgressBar } from '../../ui/progress-bar';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { useMoney } from '../../lib/region-format';

type Tab = 'missions' | 'board';

/** The time left until `end`, ticking each minute: "5h 12m", "2d 4h". */
function useTimeLeft(end: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  const minutes = Math.max(0, Math.floor((end - now) / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

function TimeLeft({ end }: { end: number }) {
  const { t } = useTranslation();
  const left = useTimeLeft(end);
  const text =
    left.days > 0
      ? t('ms_left_days', { 0: left.days, 1: left.hours })
      : t('ms_left_hours', { 0: left.hours, 1: left.minutes });
  return <span data-testid="mission-time-left">{text}</span>;
}

/**
 * The member centre's missionLeaderboard page (issue 15, decision R7): the brand's missions of this
 * day or week with their progress and claim, and the week's leaderboard by mission points.
 */
export function MissionActivityPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('missions');
  return (
    <div className="@container grid gap-4" data-testid="mission-page">
      <SegmentedTabs<Tab>
        value={tab}
        onChange={setTab}
        label={t('mc_missions')}
        testId="mission-tabs"
        className="max-w-sm"
        options={[
          { value: 'missions', label: t('ms_tab_missions') },
          { value: 'board', label: t('ms_tab_board') },
        ]}
      />
      {tab === 'missions' ? <MissionList /> : <Leaderboard />}
    </div>
  );
}

function MissionList() {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const claim = useClaimMission();
  const submit = useIdempotentSubmit();
  const [outcome, setOutcome] = useState<{ id: number; result?: MissionClaim; error?: unknown } | null>(null);

  const onClaim = (id: number) => {
    void submit(`mission-claim:${id}`, (idempotencyKey) => {
      setOutcome(null);
      return claim.mutateAsync({ missionId: id, idempotencyKey });
    })
      .then((result) => result && setOutcome({ id, result }))
      .catch((error: unknown) => setOutcome({ id, error }));
  };

  if (summary.isPending)
    return (
      <div className="grid gap-3 @2xl:grid-cols-2" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-40 animate-pulse rounded-2xl border border-line bg-surface-3" />
        ))}
      </div>
    );
  if (summary.isError)
    return (
      <div className="grid justify-items-start gap-3">
        <FormMessage>{errorText(t, summary.error)}</FormMessage>
        <Button variant="outline" onClick={() => void summary.refetch()} disabled={summary.isFetching}>
          {summary.isFetching && <Spinner />}
          {t('retry')}
        </Button>
      </div>
    );
  const { list, missionCount, points } = summary.data;
  return (
    <div className="grid gap-4">
      <div className="header-surface flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-gold/40 px-5 py-4 text-on-header">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-gold/20 text-gold-bright">
          <TargetIcon size={24} />
        </span>
        <div className="min-w-0 flex-1 basis-52">
          <p className="text-base font-extrabold">{t('mc_missions')}</p>
          <p className="text-[13px] text-on-header-muted">{t('ms_intro')}</p>
        </div>
        <div className="flex gap-5 text-center max-sm:w-full max-sm:justify-around">
          <div>
            <p className="text-xl font-extrabold text-gold-bright tabular-nums" data-testid="mission-ready">
              {missionCount}
            </p>
            <p className="text-xs text-on-header-muted">{t('ms_ready')}</p>
          </div>
          <div>
            <p className="text-xl font-extrabold text-gold-bright tabular-nums" data-testid="mission-points">
              {points}
            </p>
            <p className="text-xs text-on-header-muted">{t('ms_week_points')}</p>
          </div>
        </div>
      </div>
      {list.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-center text-sm text-muted">
          {t('ms_none')}
        </p>
      ) : (
        <ul className="grid gap-3 @2xl:grid-cols-2" data-testid="mission-list">
          {list.map((m) => (
            <MissionCard
              key={m.id}
              mission={m}
              busy={claim.isPending && claim.variables?.missionId === m.id}
              outcome={outcome?.id === m.id ? outcome : null}
              onClaim={() => onClaim(m.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

const measureText = (money: (v: number) => string, m: MissionItem, v: number) =>
  MONEY_MISSION_KINDS.includes(m.kind) ? money(v) : String(v);

function goalText(t: TFunction, money: (v: number) => string, m: MissionItem) {
  return t(`ms_goal_${m.kind}`, { 0: measureText(money, m, m.target) });
}

function MissionCard({
  mission: m,
  busy,
  outcome,
  onClaim,
}: {
  mission: MissionItem;
  busy: boolean;
  outcome: { result?: MissionClaim; error?: unknown } | null;
  onClaim(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = percentOf(m.progress, m.target);
  return (
    <li
      className={cn(
        'grid gap-3 rounded-2xl border bg-surface p-4 shadow-card',
        m.state === 'claimable' ? 'border-gold/60' : 'border-line',
      )}
      data-testid="mission-item"
      data-mission-id={m.id}
      data-state={m.state}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wide text-brand-fg uppercase">
            {t(m.period === 'daily' ? 'ms_daily' : 'ms_weekly')}
          </p>
          <h3 className="text-[15px] leading-snug font-bold" data-testid="mission-title">
            {m.title || goalText(t, money, m)}
          </h3>
          <p className="text-xs text-muted">{goalText(t, money, m)}</p>
        </div>
        <p className="shrink-0 text-right">
          <span
            className="block text-lg font-extrabold text-gold-fg tabular-nums"
            data-testid="mission-reward"
          >
            {money(m.rewardAmount)}
          </span>
          <span className="text-xs text-muted">{t('ms_points', { 0: m.points })}</span>
        </p>
      </div>
      <div className="grid gap-1.5">
        <ProgressBar label={t('ms_progress')} percent={percent} className="h-2.5 bg-surface-3" />
        <div className="flex justify-between gap-3 text-xs text-muted tabular-nums">
          <span data-testid="mission-progress">
            {measureText(money, m, m.progress)} / {measureText(money, m, m.target)}
          </span>
          <TimeLeft end={m.periodEnd} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <span className="text-xs text-muted">
          {m.multiple > 0 ? t('rw_wagering', { 0: Number(m.multiple.toFixed(2)) }) : t('rw_no_wagering')}
        </span>
        {m.state === 'claimed' ? (
          <Button variant="outline" size="sm" disabled data-testid="mission-claim">
            <CheckIcon size={16} />
            {t('ms_claimed')}
          </Button>
        ) : (
          <Button
            variant={m.state === 'claimable' ? 'gold' : 'outline'}
            size="sm"
            disabled={m.state !== 'claimable' || busy}
            onClick={onClaim}
            data-testid="mission-claim"
            className="min-w-28"
          >
            {busy && <Spinner />}
            {t(m.state === 'claimable' ? 'ms_claim' : 'ms_in_progress')}
          </Button>
        )}
      </div>
      {outcome?.result && (
        <p
          className="text-[13px] font-semibold text-success"
          role="status"
          data-testid="mission-claimed-note"
        >
          {t('ms_claimed_note', { 0: money(outcome.result.amount) })}
        </p>
      )}
      {outcome?.error !== undefined && <FormMessage>{errorText(t, outcome.error)}</FormMessage>}
    </li>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  const board = useMissionLeaderboard(true);
  if (board.isPending)
    return <div className="h-64 animate-pulse rounded-2xl bg-surface-3" aria-busy="true" />;
  if (board.isError) return <FormMessage>{errorText(t, board.error)}</FormMessage>;
  return <BoardTable board={board.data} />;
}

function BoardTable({ board }: { board: MissionLeaderboard }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-3" data-testid="mission-board">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-surface px-4 py-3">
        <p className="flex items-center gap-2 text-sm font-bold">
          <TrophyIcon size={18} className="text-gold" />
          {t('ms_board_title')}
        </p>
        <p className="text-xs text-muted">
          <TimeLeft end={board.weekEnd} />
        </p>
      </div>
      <div
        className="rounded-2xl border border-brand/40 bg-brand/10 px-4 py-3 text-sm"
        data-testid="mission-own-rank"
      >
        {board.own.rank ? t('ms_own_rank', { 0: board.own.rank, 1: board.own.points }) : t('ms_own_unranked')}
      </div>
      {board.list.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-center text-sm text-muted">
          {t('ms_board_empty')}
        </p>
      ) : (
        <ol className="overflow-hidden rounded-2xl border border-line bg-surface">
          {board.list.map((r) => (
            <li
              key={r.rank}
              className="flex items-center gap-3 border-b border-line px-4 py-2.5 text-sm last:border-b-0"
              data-testid="mission-board-row"
            >
              <span
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
                  r.rank <= 3 ? 'bg-gold text-on-gold' : 'bg-surface-3 text-muted',
                )}
              >
                {r.rank}
              </span>
              <span className="min-w-0 flex-1 truncate font-medium">{r.username}</span>
              <span className="font-bold text-gold-fg tabular-nums">{t('ms_points', { 0: r.points })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
