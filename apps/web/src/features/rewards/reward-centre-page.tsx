import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { RewardCentre, RewardClaim, RewardItem, RewardKind } from '@jade/contract/rewards';
import { useClaimReward, useRewardCentre } from '../../api/rewards/reward-centre';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { openMemberCentre } from '../../lib/centres';
import { useModalStore } from '../../stores/modal-store';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { useIdempotentSubmit } from '../../lib/money-action';
import { formatMoney } from '../../lib/money';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import {
  CakeIcon,
  CalendarCheckIcon,
  CheckIcon,
  ChevronRightIcon,
  GiftIcon,
  LifebuoyIcon,
  TicketIcon,
  TrophyIcon,
  WheelIcon,
} from '../../ui/icons';
import { HighlightCard } from './highlight-card';
import { useDates, useMoney } from '../../lib/region-format';

/** The last claim's answer or refusal, shown on the card of the reward it named. */
interface ClaimOutcome {
  key: string;
  result?: RewardClaim;
  error?: unknown;
}

/** What a card needs to claim: which reward is being claimed now, and the claim itself. */
interface ClaimControl {
  /** The key of the reward whose claim is in flight (one at a time). */
  busyKey: string | null;
  outcome: ClaimOutcome | null;
  onClaim(key: string): void;
}

const KIND_ICONS: Record<RewardKind, typeof GiftIcon> = {
  signIn: CalendarCheckIcon,
  register: GiftIcon,
  rescue: LifebuoyIcon,
  birthday: CakeIcon,
  issued: TicketIcon,
  ticket: WheelIcon,
};

/** The gold coin face of the reward pages. */
const GOLD_FACE = 'bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] text-on-gold shadow-gold';

const kindLabel = (t: TFunction, kind: RewardKind) => t(`reward_kind_${kind}`);

/** A card's heading when the reward has no title of its own (an issued reward has one). */
const TITLE_KEYS = {
  signIn: 'rw_signin_title',
  register: 'rw_title_register',
  rescue: 'rw_title_rescue',
  birthday: 'rw_title_birthday',
  issued: 'rw_title_issued',
  ticket: 'rw_title_ticket',
} as const satisfies Record<RewardKind, string>;

/** A percent without needless decimals: 5 → "5%", 2.5 → "2.5%". */
const percentText = (value: number) => `${Number(value.toFixed(2))}%`;

function wageringNote(t: TFunction, multiple: number): string {
  return multiple > 0 ? t('rw_wagering', { 0: Number(multiple.toFixed(2)) }) : t('rw_no_wagering');
}

/**
 * The member centre's rewardCenter page (issue 15, decision R4): the rewards a member claims by hand.
 * The daily sign-in and its 7-day cycle lead; the registration reward, the rescue fund and any reward
 * an operator issued follow, each claimed on its own as a bonus with wagering; then the last claims.
 */
export function RewardCentrePage() {
  const { t } = useTranslation();
  const centre = useRewardCentre();
  const claim = useClaimReward();
  const submit = useIdempotentSubmit();
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);

  const onClaim = (key: string) => {
    void submit(`reward-claim:${key}`, (idempotencyKey) => {
      setOutcome(null);
      return claim.mutateAsync({ key, idempotencyKey });
    })
      .then((result) => {
        if (result) setOutcome({ key, result });
      })
      .catch((error: unknown) => setOutcome({ key, error }));
  };
  const control: ClaimControl = {
    busyKey: claim.isPending ? (claim.variables?.key ?? null) : null,
    outcome,
    onClaim,
  };

  if (centre.isPending) return <LoadingPage />;
  if (centre.isError) {
    return (
      <div className="grid justify-items-start gap-3" data-testid="reward-centre-page">
        <FormMessage>{errorText(t, centre.error)}</FormMessage>
        <Button variant="outline" onClick={() => void centre.refetch()} disabled={centre.isFetching}>
          {centre.isFetching && <Spinner />}
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { list, history, rewardCount } = centre.data;
  const signIn = list.find((item) => item.kind === 'signIn');
  const others = list.filter((item) => item.kind !== 'signIn');
  // A claimed issued reward may leave the list: its outcome then shows at the top of the page.
  const orphan = outcome && !list.some((item) => item.key === outcome.key) ? outcome : null;

  return (
    <div className="@container grid gap-5" data-testid="reward-centre-page">
      {orphan && <OrphanFeedback outcome={orphan} />}
      {signIn && <SignInCard item={signIn} rewardCount={rewardCount} control={control} />}
      {others.length > 0 && (
        <section aria-labelledby="reward-list-title" className="grid gap-3">
          <h3 id="reward-list-title" className="text-base font-bold">
            {t('rw_more_rewards')}
          </h3>
          <ul className="grid gap-3 @2xl:grid-cols-2" data-testid="reward-list">
            {others.map((item) => (
              <RewardCard key={item.key} item={item} control={control} />
            ))}
          </ul>
        </section>
      )}
      <HistorySection history={history} />
    </div>
  );
}

function LoadingPage() {
  return (
    <div className="@container grid gap-5" data-testid="reward-centre-page" aria-busy="true">
      <div className="header-surface h-72 animate-pulse rounded-2xl opacity-80" />
      <div className="grid gap-3 @2xl:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="h-44 animate-pulse rounded-2xl border border-line bg-surface-3" />
        ))}
      </div>
    </div>
  );
}

/** The highlight: today's sign-in bonus and the 7-day cycle it belongs to. */
function SignInCard({
  item,
  rewardCount,
  control,
}: {
  item: RewardItem;
  rewardCount: number;
  control: ClaimControl;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const streak = item.streak;
  const today = streak ? Math.min(Math.max(streak.day, 1), 7) : null;
  const claimed = item.state === 'claimed';

  return (
    <section
      aria-labelledby="reward-signin-title"
      data-testid="reward-item"
      data-kind={item.kind}
      data-state={item.state}
      className="header-surface @container relative overflow-hidden rounded-2xl border border-gold/40 p-5 text-on-header shadow-pop sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -right-16 h-56 w-56 rounded-full bg-gold/20 blur-3xl"
      />
      <div className="relative flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3.5">
          <span
            className={cn(
              'flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl sm:h-14 sm:w-14',
              GOLD_FACE,
            )}
          >
            <CalendarCheckIcon size={26} />
          </span>
          <div className="min-w-0">
            {today && (
              <p
                className="text-xs font-bold tracking-[0.12em] text-gold uppercase"
                data-testid="reward-signin-streak"
              >
                {t('rw_streak_day', { 0: today })}
              </p>
            )}
            <h3 id="reward-signin-title" className="text-lg leading-snug font-extrabold sm:text-xl">
              {t('rw_signin_title')}
            </h3>
          </div>
        </div>
        {rewardCount > 0 && (
          <span
            className="inline-flex items-center gap-1.5 rounded-full border border-gold/40 bg-gold/15 px-3 py-1 text-xs font-bold text-gold-bright"
            data-testid="reward-centre-count"
          >
            <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-gold-bright" />
            {t('rw_ready_count', { 0: rewardCount })}
          </span>
        )}
      </div>
      <p className="relative mt-3 text-[13px] leading-relaxed text-on-header-muted">{t('rw_signin_text')}</p>

      {streak && today && (
        <ol
          aria-label={t('rw_cycle')}
          className="relative mt-4 grid grid-cols-4 gap-2 @lg:grid-cols-7"
          data-testid="reward-signin-cycle"
        >
          {Array.from({ length: 7 }, (_, i) => {
            const day = i + 1;
            const amount = streak.amounts[i] ?? 0;
            return (
              <CycleTile
                key={day}
                day={day}
                amount={amount}
                isToday={day === today}
                done={day < today || (day === today && claimed)}
              />
            );
          })}
        </ol>
      )}

      <div className="relative mt-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-4 border-t border-white/10 pt-4">
        <div className="min-w-0">
          <p className="text-[13px] font-semibold text-on-header-muted">{t('rw_today_bonus')}</p>
          <p
            className="mt-0.5 text-3xl leading-tight font-extrabold tracking-tight [overflow-wrap:anywhere] text-gold-bright tabular-nums"
            data-testid="reward-amount"
          >
            {money(item.amount)}
          </p>
          <p className="mt-1 text-xs text-on-header-muted" data-testid="reward-wagering">
            {wageringNote(t, item.multiple)}
          </p>
        </div>
        <ClaimButton item={item} control={control} onDark size="lg" className="min-w-40 max-sm:w-full" />
      </div>
      {claimed && (
        <p className="relative mt-3 text-[13px] text-on-header-muted" data-testid="reward-come-back">
          {t('rw_come_back')}
        </p>
      )}
      {control.outcome?.key === item.key && (
        <div className="relative mt-4">
          <ClaimFeedback outcome={control.outcome} onDark />
        </div>
      )}
    </section>
  );
}

/** One day of the sign-in cycle: done, today, or to come. The 7th, the biggest, is a gift. */
function CycleTile({
  day,
  amount,
  isToday,
  done,
}: {
  day: number;
  amount: number;
  isToday: boolean;
  done: boolean;
}) {
  const { t } = useTranslation();
  const last = day === 7;
  return (
    <li
      data-testid="reward-signin-day"
      data-day={day}
      data-done={done}
      data-today={isToday}
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'relative flex min-w-0 flex-col items-center gap-1.5 rounded-xl border px-1 pt-3 pb-2.5 text-center transition',
        last && 'col-span-2 @lg:col-span-1',
        isToday
          ? 'border-gold bg-gold/20 shadow-gold ring-1 ring-gold/60'
          : done
            ? 'border-gold/25 bg-white/[0.07]'
            : 'border-white/10 bg-black/20',
      )}
    >
      {isToday && (
        <span className="absolute -top-2 left-1/2 -translate-x-1/2 rounded-full bg-gold px-2 text-[10px] leading-4 font-extrabold whitespace-nowrap text-on-gold uppercase">
          {t('rw_today')}
        </span>
      )}
      <span
        className={cn(
          'text-[11px] leading-tight font-semibold',
          isToday ? 'text-gold-bright' : 'text-on-header-muted',
        )}
      >
        {t('rw_day', { 0: day })}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'flex h-8 w-8 items-center justify-center rounded-full',
          done
            ? 'bg-gold text-on-gold'
            : isToday || last
              ? GOLD_FACE
              : 'bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] opacity-40',
        )}
      >
        {done ? (
          <CheckIcon size={16} strokeWidth={3} />
        ) : last ? (
          <GiftIcon size={17} />
        ) : (
          <span className="h-4 w-4 rounded-full border-2 border-[#fff3c4]/70" />
        )}
      </span>
      <span
        className={cn(
          'max-w-full truncate px-0.5 text-[13px] font-bold tabular-nums',
          done && !isToday ? 'text-on-header-muted' : 'text-on-header',
        )}
      >
        {formatMoney(amount)}
      </span>
      {done && <span className="sr-only">{t('rw_claimed')}</span>}
    </li>
  );
}

/** Registration, rescue, birthday or an issued reward. */
function RewardCard({ item, control }: { item: RewardItem; control: ClaimControl }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { dateTime } = useDates();
  const Icon = KIND_ICONS[item.kind];
  const claimable = item.state === 'claimable';
  const label = kindLabel(t, item.kind);

  return (
    <HighlightCard
      highlighted={claimable}
      data-testid="reward-item"
      data-kind={item.kind}
      data-state={item.state}
      className="flex flex-col"
    >
      <div className="relative flex items-start gap-3">
        <span
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-xl',
            claimable ? GOLD_FACE : 'bg-surface-3 text-muted',
          )}
        >
          <Icon size={22} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-bold tracking-wide text-muted uppercase">{label}</p>
          <h4 className="text-[15px] leading-snug font-bold break-words" data-testid="reward-title">
            {item.title ?? t(TITLE_KEYS[item.kind])}
          </h4>
          <Description item={item} />
        </div>
      </div>

      {item.kind === 'rescue' && item.rescue && <RescueFigures item={item} />}

      <div className="relative mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-3 pt-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted">
            {item.kind === 'ticket' ? t('rw_ticket_count') : t('rw_amount')}
          </p>
          <p
            className={cn(
              'text-2xl leading-tight font-extrabold tracking-tight [overflow-wrap:anywhere] tabular-nums',
              item.state === 'unavailable' ? 'text-muted' : 'text-gold-fg',
            )}
            data-testid="reward-amount"
          >
            {item.kind === 'ticket' ? (item.ticket?.tickets ?? 0) : money(item.amount)}
          </p>
          {item.kind !== 'ticket' && (
            <p className="mt-0.5 text-xs text-muted" data-testid="reward-wagering">
              {wageringNote(t, item.multiple)}
            </p>
          )}
        </div>
        {item.kind === 'ticket' ? (
          <SpinLink item={item} />
        ) : (
          <ClaimButton item={item} control={control} className="min-w-32 max-[420px]:w-full" />
        )}
      </div>

      {(item.claimUntil != null || item.kind === 'issued') && (
        <p
          className="relative mt-3 border-t border-line pt-2.5 text-xs text-muted"
          data-testid="reward-claim-until"
        >
          {item.claimUntil != null ? t('rw_claim_until', { 0: dateTime(item.claimUntil) }) : t('rw_no_end')}
        </p>
      )}
      {control.outcome?.key === item.key && (
        <div className="relative mt-3">
          <ClaimFeedback outcome={control.outcome} />
        </div>
      )}
    </HighlightCard>
  );
}

/** What the reward is, and why it cannot be claimed now. */
function Description({ item }: { item: RewardItem }) {
  const { t } = useTranslation();
  const money = useMoney();
  let text: string | null = null;
  if (item.kind === 'birthday' && item.birthday) return <BirthdayNote item={item} />;
  if (item.kind === 'ticket' && item.ticket) return <TicketNote item={item} />;
  if (item.kind === 'register') text = t('rw_register_text');
  else if (item.kind === 'issued') text = t('rw_issued_text');
  else if (item.kind === 'rescue' && item.rescue) {
    const { loss, minLoss, percent } = item.rescue;
    text =
      item.state === 'unavailable'
        ? t('rw_rescue_why', { 0: money(loss), 1: money(minLoss), 2: percentText(percent) })
        : item.state === 'claimed'
          ? t('rw_come_back')
          : t('rw_rescue_text', { 0: percentText(percent), 1: money(minLoss) });
  }
  if (!text) return null;
  return (
    <p
      className={cn(
        'mt-1 text-[13px] leading-relaxed',
        item.kind === 'rescue' && item.state === 'unavailable' ? 'text-fg' : 'text-muted',
      )}
      data-testid="reward-note"
    >
      {text}
    </p>
  );
}

/** The ticket card's action: to the prize wheel (closing the member centre), where a ticket is spent. */
function SpinLink({ item }: { item: RewardItem }) {
  const { t } = useTranslation();
  const close = useModalStore((s) => s.close);
  const ready = item.state === 'claimable';
  return (
    <Link
      to={paths.prizeWheel}
      onClick={() => close('memberCentre')}
      className={cn(
        'inline-flex min-h-11 min-w-32 items-center justify-center gap-2 rounded-xl px-5 text-sm font-bold transition max-[420px]:w-full',
        ready
          ? 'bg-[linear-gradient(160deg,#ffe7a3,#c8962a)] text-on-gold shadow-gold hover:brightness-105'
          : 'border border-line-strong text-fg hover:border-brand',
      )}
      data-testid="reward-spin"
    >
      <WheelIcon size={18} />
      {ready ? t('wheel_spin') : t('rw_ticket_open')}
    </Link>
  );
}

/** The prize wheel's tickets: how today's deposits earn one, and whether today's is earned. */
function TicketNote({ item }: { item: RewardItem }) {
  const { t } = useTranslation();
  const money = useMoney();
  const ticket = item.ticket!;
  const text =
    ticket.required <= 0
      ? t('wheel_earn_issued')
      : ticket.earned
        ? t('wheel_earned_today')
        : t('rw_ticket_progress', { 0: money(ticket.deposited), 1: money(ticket.required) });
  return (
    <p className="mt-1 text-[13px] leading-relaxed text-muted" data-testid="reward-note">
      {text}
    </p>
  );
}

/**
 * The birthday bonus: without a birthday, the way to give one (my account); else the next birthday,
 * the greeting in the claim week, or why the member's level has none.
 */
function BirthdayNote({ item }: { item: RewardItem }) {
  const { t } = useTranslation();
  const { day } = useDates();
  const birthday = item.birthday?.day ?? null;
  if (!birthday)
    return (
      <p className="mt-1 text-[13px] leading-relaxed text-muted" data-testid="reward-note">
        {t('rw_birthday_missing')}{' '}
        <button
          type="button"
          className="font-semibold text-brand-fg underline-offset-2 hover:underline"
          onClick={() => openMemberCentre('securityCenter')}
          data-testid="reward-birthday-add"
        >
          {t('rw_birthday_add')}
        </button>
      </p>
    );
  const text =
    item.state === 'claimable'
      ? t('rw_birthday_text')
      : item.state === 'claimed'
        ? t('rw_birthday_claimed')
        : item.claimUntil != null
          ? t('rw_birthday_no_level')
          : t('rw_birthday_next', { 0: day(birthday) });
  return (
    <p className="mt-1 text-[13px] leading-relaxed text-muted" data-testid="reward-note" data-day={birthday}>
      {text}
    </p>
  );
}

/** The rescue fund's figures: yesterday's net loss, the loss it starts from, and its rate. */
function RescueFigures({ item }: { item: RewardItem }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { day } = useDates();
  if (!item.rescue) return null;
  const { loss, minLoss, percent } = item.rescue;
  const reached = loss >= minLoss && loss > 0;
  return (
    <dl
      className="relative mt-3 grid grid-cols-3 gap-2 rounded-xl bg-surface-2 p-3 text-xs"
      data-testid="reward-rescue"
      data-day={item.rescue.day}
    >
      <div className="min-w-0">
        <dt className="text-muted" title={day(item.rescue.day)}>
          {t('rw_rescue_loss')}
        </dt>
        <dd
          className={cn(
            'mt-0.5 text-[13px] font-bold [overflow-wrap:anywhere] tabular-nums',
            reached ? 'text-fg' : 'text-muted',
          )}
          data-testid="reward-rescue-loss"
        >
          {money(loss)}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted">{t('rw_rescue_min')}</dt>
        <dd
          className="mt-0.5 text-[13px] font-bold [overflow-wrap:anywhere] tabular-nums"
          data-testid="reward-rescue-min"
        >
          {money(minLoss)}
        </dd>
      </div>
      <div className="min-w-0 text-right">
        <dt className="text-muted">{t('rw_rescue_rate')}</dt>
        <dd
          className="mt-0.5 text-[13px] font-bold text-brand-fg tabular-nums"
          data-testid="reward-rescue-rate"
        >
          {percentText(percent)}
        </dd>
      </div>
    </dl>
  );
}

/** Claim, Claimed, Not available, or busy while the claim is in flight. */
function ClaimButton({
  item,
  control,
  onDark = false,
  size = 'md',
  className,
}: {
  item: RewardItem;
  control: ClaimControl;
  onDark?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation();
  const busy = control.busyKey === item.key;
  const claimable = item.state === 'claimable';
  const label = busy
    ? t('rw_claiming')
    : claimable
      ? t('rw_claim')
      : item.state === 'claimed'
        ? t('rw_claimed')
        : t('rw_unavailable');
  return (
    <Button
      variant={claimable ? 'gold' : onDark ? 'header-ghost' : 'outline'}
      size={size}
      className={cn(
        'whitespace-normal',
        item.state === 'claimed' &&
          (onDark
            ? 'text-gold-bright disabled:opacity-90'
            : 'border-success/40 bg-success/10 text-success disabled:opacity-100'),
        className,
      )}
      data-testid={`reward-claim-${item.key}`}
      data-state={item.state}
      disabled={!claimable || control.busyKey !== null}
      aria-busy={busy}
      onClick={() => control.onClaim(item.key)}
    >
      {busy ? <Spinner /> : item.state === 'claimed' ? <CheckIcon size={16} strokeWidth={2.6} /> : null}
      {label}
    </Button>
  );
}

/** The claim's answer (with the way to its bonus) or its refusal. */
function ClaimFeedback({ outcome, onDark = false }: { outcome: ClaimOutcome; onDark?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (outcome.result) {
    return (
      <div className="grid gap-2" data-testid="reward-claim-result">
        <FormMessage tone="success">{t('rw_claim_done', { 0: money(outcome.result.amount) })}</FormMessage>
        <button
          type="button"
          onClick={() => openMemberCentre('bonusDetails')}
          data-testid="reward-claim-bonus-details"
          className={cn(
            'inline-flex items-center gap-1 justify-self-start rounded-lg text-[13px] font-bold underline-offset-4 hover:underline',
            onDark ? 'text-gold-bright' : 'text-brand-fg',
          )}
        >
          {t('rw_view_bonuses')}
          <ChevronRightIcon size={15} className="rtl:rotate-180" />
        </button>
      </div>
    );
  }
  return (
    <div data-testid="reward-claim-error">
      <FormMessage>{errorText(t, outcome.error)}</FormMessage>
    </div>
  );
}

/** A claim's outcome whose card left the list: shown at the top, and brought into view. */
function OrphanFeedback({ outcome }: { outcome: ClaimOutcome }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);
  return (
    <div ref={ref}>
      <ClaimFeedback outcome={outcome} />
    </div>
  );
}

/** The last claims, newest first. */
function HistorySection({ history }: { history: RewardCentre['history'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reward-history-title" className="grid gap-3">
      <h3 id="reward-history-title" className="text-base font-bold">
        {t('rw_history')}
      </h3>
      {history.length === 0 ? (
        <div
          className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center"
          data-testid="reward-history-empty"
        >
          <TrophyIcon size={40} className="text-line-strong" />
          <p className="max-w-sm text-sm font-semibold text-muted">{t('rw_history_empty')}</p>
        </div>
      ) : (
        <ul
          className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
          data-testid="reward-history"
        >
          {history.map((row) => (
            <HistoryRow key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryRow({ row }: { row: RewardCentre['history'][number] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { dateTime } = useDates();
  const Icon = KIND_ICONS[row.kind];
  const label = kindLabel(t, row.kind);
  return (
    <li
      data-testid="reward-history-row"
      data-kind={row.kind}
      data-period={row.period}
      className="flex items-center gap-3 border-b border-line px-4 py-3 last:border-b-0"
    >
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold-fg">
        <Icon size={18} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{row.title ?? label}</p>
        <p className="text-xs text-muted">
          {row.title ? `${label} · ` : ''}
          <span className="tabular-nums">{dateTime(row.claimedAt)}</span>
        </p>
      </div>
      <span className="shrink-0 text-sm font-bold text-gold-fg tabular-nums">+{money(row.amount)}</span>
    </li>
  );
}
