import { useEffect } from 'react';
import type { RankProgress, VipLadder, VipLevel } from '@jade/contract/rewards';
import { useRankProgress, useVipLadder } from '../../api/rewards/vip';
import { cn } from '../../lib/cn';
import { loadMemberInfo } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { useIsLoggedIn, useIsTrial } from '../../stores/session-store';
import { CheckIcon, CrownIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { ProgressBar, percentOf } from '../../ui/progress-bar';
import { useMoney } from '../../lib/region-format';
import { GuestCard } from '../../ui/guest-card';

/** One figure of the month against its target, as a labelled bar. */
function ProgressRow({
  label,
  actual,
  expected,
  testId,
}: {
  label: string;
  actual: number;
  expected: number;
  testId: string;
}) {
  const money = useMoney();
  return (
    <div data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-on-header-muted">{label}</span>
        <span className="font-bold tabular-nums">
          {money(actual)} <span className="font-medium text-on-header-muted">/ {money(expected)}</span>
        </span>
      </div>
      <ProgressBar
        label={label}
        percent={percentOf(actual, expected)}
        className="mt-2 h-2.5 bg-black/30"
        fillClassName="bg-[linear-gradient(90deg,#c8962a,#ffe7a3)]"
      />
    </div>
  );
}

/** The member's level and this month's way to the next one. */
function StatusCard({ progress }: { progress: RankProgress }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section
      aria-labelledby="vip-status-title"
      data-testid="vip-status"
      className="header-surface relative overflow-hidden rounded-[22px] border border-gold/40 p-6 text-on-header shadow-pop max-sm:p-5"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-10 h-48 w-48 rounded-full bg-gold/20 blur-2xl"
      />
      <p id="vip-status-title" className="text-xs font-bold tracking-[0.14em] text-gold uppercase">
        {t('vip_your_level')}
      </p>
      <div className="mt-3 flex items-center gap-4">
        <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] text-on-gold shadow-gold">
          <CrownIcon size={32} />
        </span>
        <div className="min-w-0">
          <p className="gold-text text-[32px] leading-none font-extrabold" data-testid="vip-current">
            {progress.playerRankName}
          </p>
          <p className="mt-1.5 text-sm text-on-header-muted" data-testid="vip-next">
            {progress.nextRankName ? t('vip_next_level', { 0: progress.nextRankName }) : t('vip_top_level')}
          </p>
        </div>
      </div>
      <div className="mt-6 space-y-4">
        <ProgressRow
          label={t('vip_month_turnover')}
          actual={progress.monthlyTurnover.actual}
          expected={progress.monthlyTurnover.expected}
          testId="vip-progress-turnover"
        />
        <ProgressRow
          label={t('vip_month_deposits')}
          actual={progress.monthlyDeposits.actual}
          expected={progress.monthlyDeposits.expected}
          testId="vip-progress-deposits"
        />
      </div>
      <p className="mt-5 border-t border-white/10 pt-4 text-sm text-on-header-muted">
        {t('vip_total_turnover')}{' '}
        <span className="font-bold text-on-header tabular-nums" data-testid="vip-total">
          {money(progress.totalTurnover)}
        </span>
      </p>
    </section>
  );
}

/** A visitor sees the ladder and is asked in. */
/** A level's daily withdrawal limits: its own amount and count, or the brand's standard. */
function withdrawLimit(
  t: ReturnType<typeof useTranslation>['t'],
  money: (v: number) => string,
  level: VipLevel,
) {
  const amount = level.withdrawDailyAmount > 0 ? money(level.withdrawDailyAmount) : null;
  const count = level.withdrawDailyCount > 0 ? level.withdrawDailyCount : null;
  if (amount === null && count === null) return t('vip_withdraw_standard');
  if (count === null) return amount;
  return t('vip_withdraw_limit_value', { 0: amount ?? t('vip_withdraw_standard'), 1: count });
}

function LevelCard({ level, ladder, loggedIn }: { level: VipLevel; ladder: VipLadder; loggedIn: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const current = loggedIn && level.level === ladder.current;
  const reached = loggedIn && level.level <= ladder.current;
  const paid = ladder.paidLevels.includes(level.level);
  const rows: [string, number][] = [
    [t('vip_deposits_needed'), level.depositThreshold],
    [t('vip_turnover_needed'), level.turnoverThreshold],
    [t('vip_keep_turnover'), level.retainTurnover],
  ];
  return (
    <li
      data-testid={`vip-level-${level.level}`}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'relative rounded-2xl border bg-surface p-5 shadow-card transition',
        current ? 'border-gold ring-2 ring-gold/40' : 'border-line',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className={cn('text-xl font-extrabold', reached ? 'text-gold-fg' : 'text-fg')}>{level.name}</p>
        {current ? (
          <span className="rounded-full bg-gold px-2.5 py-0.5 text-xs font-bold text-on-gold">
            {t('vip_current')}
          </span>
        ) : (
          paid && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-bold text-brand-fg">
              <CheckIcon size={12} />
              {t('vip_bonus_paid')}
            </span>
          )
        )}
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{label}</dt>
            <dd className="shrink-0 font-semibold whitespace-nowrap tabular-nums">{money(value)}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 space-y-2 border-t border-line pt-3 text-sm" data-testid="vip-benefits">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-muted">{t('vip_upgrade_bonus')}</dt>
          <dd className="text-base font-extrabold text-gold-fg tabular-nums">{money(level.upgradeBonus)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-muted">{t('vip_monthly_bonus')}</dt>
          <dd className="font-bold text-gold-fg tabular-nums" data-testid="vip-monthly-bonus">
            {money(level.monthlyBonus)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-muted">{t('vip_birthday_bonus')}</dt>
          <dd className="font-bold text-gold-fg tabular-nums" data-testid="vip-birthday-bonus">
            {money(level.birthdayBonus)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-muted">{t('vip_withdraw_limit')}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="vip-withdraw-limit">
            {withdrawLimit(t, money, level)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * /vip: the member's VIP level, this brand month's progress to the next one, and the brand's whole
 * ladder with each level's thresholds, retention turnover and upgrade bonus (issue 15, decision R1).
 */
export function VipPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const ladder = useVipLadder();
  const progress = useRankProgress(loggedIn && !trial);
  const levels = (ladder.data?.levels ?? []).filter((l) => l.level > 0);
  // A rise since login shows in the header too (the member info carries the level's label).
  useEffect(() => {
    if (loggedIn) void loadMemberInfo().catch(() => undefined);
  }, [loggedIn]);
  return (
    <>
      <PageHeader title={t('vip_title')} subtitle={t('vip_subtitle')} icon={<CrownIcon size={30} />} />
      <div className="content-width grid gap-6 py-8 max-sm:py-4 lg:grid-cols-[minmax(0,380px)_1fr]">
        <div className="space-y-4">
          {!loggedIn ? (
            <GuestCard
              icon={<CrownIcon size={36} className="text-gold" />}
              title={t('vip_guest_title')}
              text={t('vip_guest_text')}
              loginTestId="vip-login"
            />
          ) : progress.data ? (
            <StatusCard progress={progress.data} />
          ) : null}
          {ladder.data && (
            <section className="rounded-2xl border border-line bg-surface p-5 text-sm shadow-card">
              <p className="font-bold">{t('vip_rules_title')}</p>
              <p className="mt-2 leading-relaxed text-muted">{t('vip_rules_text')}</p>
              <p className="mt-2 leading-relaxed text-muted" data-testid="vip-retention">
                {t(`vip_retention_${ladder.data.retention}`)}
              </p>
            </section>
          )}
        </div>
        <section aria-labelledby="vip-levels-title">
          <h2 id="vip-levels-title" className="mb-4 text-xl font-extrabold">
            {t('vip_levels')}
          </h2>
          {ladder.isError && <p className="text-danger">{t('page_error_text')}</p>}
          {ladder.data && levels.length === 0 && <p className="text-muted">{t('vip_no_ladder')}</p>}
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="vip-levels">
            {ladder.data &&
              levels.map((level) => (
                <LevelCard key={level.level} level={level} ladder={ladder.data} loggedIn={loggedIn} />
              ))}
          </ul>
        </section>
      </div>
    </>
  );
}
