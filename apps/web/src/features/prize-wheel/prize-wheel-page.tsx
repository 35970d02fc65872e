import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { WheelSegment, WheelSpinResult } from '@jade/contract/prize-wheel';
import { spinWheel, useWheel } from '../../api/rewards/wheel';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { useIdempotentSubmit } from '../../lib/money-action';
import { usePrefersReducedMotion } from '../../lib/reduced-motion';
import { useDates, useMoney } from '../../lib/region-format';
import { useTranslation } from '../../lib/use-translation';
import { refreshWallet } from '../../lib/wallet-refresh';
import { useIsLoggedIn, useIsTrial } from '../../stores/session-store';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { GuestCard } from '../../ui/guest-card';
import { TicketIcon, WheelIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { ProgressBar, percentOf } from '../../ui/progress-bar';

type T = ReturnType<typeof useTranslation>['t'];
type Money = ReturnType<typeof useMoney>;

const SPIN_MS = 4200;
const RADIUS = 150;

/** A segment's words on the wheel and in the result. */
function prizeText(t: T, money: Money, s: { kind: WheelSegment['kind']; amount: number }): string {
  if (s.kind === 'none') return t('wheel_none');
  return s.kind === 'bonus' ? t('wheel_bonus', { 0: money(s.amount) }) : money(s.amount);
}

/** An amount on the wheel: the figure alone (the currency is on the page), no needless decimals. */
const figure = (amount: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount);

/** The point on the rim at `deg` clockwise from the top. */
const rim = (deg: number, r = RADIUS) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(r * Math.cos(rad)).toFixed(2)} ${(r * Math.sin(rad)).toFixed(2)}`;
};

/** The wheel drawn in SVG: one sector per segment, clockwise from the top, turned by `rotation`. */
function WheelDisc({
  segments,
  rotation,
  spinning,
  reduced,
}: {
  segments: WheelSegment[];
  rotation: number;
  spinning: boolean;
  reduced: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const step = 360 / segments.length;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[360px]">
      <svg
        viewBox="-160 -160 320 320"
        className="h-full w-full drop-shadow-[0_12px_30px_rgba(0,0,0,0.35)]"
        role="img"
        aria-label={t('wheel_aria', { 0: segments.map((s) => prizeText(t, money, s)).join(', ') })}
      >
        <circle r="158" className="fill-[#c8962a]" />
        <g
          style={{
            transform: `rotate(${rotation}deg)`,
            transition:
              spinning && !reduced ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.6, 0.1, 1)` : 'none',
          }}
          data-testid="wheel-disc"
          data-rotation={rotation}
        >
          {segments.map((s, i) => {
            const from = i * step;
            const to = from + step;
            const mid = from + step / 2;
            const fill = s.kind === 'none' ? '#2c3a35' : i % 2 === 0 ? '#0f5c46' : '#137a5c';
            return (
              <g key={i}>
                <path
                  d={`M0 0 L${rim(from)} A${RADIUS} ${RADIUS} 0 0 1 ${rim(to)} Z`}
                  fill={fill}
                  stroke="#e9c46a"
                  strokeWidth="1.5"
                />
                {/* Along the radius, read from the centre out (turned over on the left half). */}
                <text
                  transform={`rotate(${mid - 90}) translate(${RADIUS * 0.6} 0)${mid > 180 ? ' rotate(180)' : ''}`}
                  textAnchor="middle"
                  className={s.kind === 'none' ? 'fill-[#b9c4bf]' : 'fill-[#ffe7a3]'}
                >
                  {s.kind === 'none' ? (
                    <tspan dominantBaseline="middle" className="text-[12px] font-semibold">
                      {t('wheel_none')}
                    </tspan>
                  ) : (
                    <>
                      <tspan x="0" dy="-0.15em" className="text-[17px] font-extrabold">
                        {figure(s.amount)}
                      </tspan>
                      <tspan x="0" dy="1.15em" className="text-[10px] font-semibold tracking-wide uppercase">
                        {t(s.kind === 'bonus' ? 'wheel_seg_bonus' : 'wheel_seg_cash')}
                      </tspan>
                    </>
                  )}
                </text>
              </g>
            );
          })}
        </g>
        <circle r="30" className="fill-[#0b3d2f] stroke-[#e9c46a]" strokeWidth="3" />
        <circle r="9" className="fill-[#e9c46a]" />
      </svg>
      {/* The pointer at the top. */}
      <svg
        viewBox="0 0 40 44"
        aria-hidden="true"
        className="absolute top-[-6px] left-1/2 h-11 w-10 -translate-x-1/2 drop-shadow-md"
      >
        <path d="M20 42 L4 8 A16 16 0 0 1 36 8 Z" fill="#e9c46a" stroke="#7a5a12" strokeWidth="2" />
      </svg>
    </div>
  );
}

/** The rotation that brings segment `index` under the pointer, turning forward 6 times at least. */
function landingRotation(current: number, index: number, count: number): number {
  const step = 360 / count;
  const target = (((360 - (index + 0.5) * step) % 360) + 360) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + 6 * 360 + ((target - now + 360) % 360);
}

/**
 * /prizeWheel (decision R9): the member's tickets, the wheel and its spin, how today's deposits earn
 * a ticket, and the last spins. The server draws the prize; the wheel turns to show it.
 */
export function PrizeWheelPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const member = loggedIn && !trial;
  return (
    <>
      <PageHeader title={t('wheel_title')} subtitle={t('wheel_subtitle')} icon={<WheelIcon size={30} />} />
      <div className="content-width py-8 max-sm:py-4">
        {member ? (
          <MemberWheel />
        ) : (
          <div className="max-w-md">
            <GuestCard
              icon={<WheelIcon size={36} className="text-gold" />}
              title={t('wheel_guest_title')}
              text={t('wheel_guest_text')}
              loginTestId="wheel-login"
            />
          </div>
        )}
      </div>
    </>
  );
}

function MemberWheel() {
  const { t } = useTranslation();
  const money = useMoney();
  const { dateTime } = useDates();
  const client = useQueryClient();
  const query = useWheel(true);
  const submit = useIdempotentSubmit();
  const reduced = usePrefersReducedMotion();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<WheelSpinResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const wheel = query.data;
  if (query.isError) return <FormMessage>{errorText(t, query.error)}</FormMessage>;
  if (!wheel) return <div className="h-96 animate-pulse rounded-2xl bg-surface-2" aria-hidden="true" />;
  if (!wheel.enabled || wheel.segments.length === 0)
    return (
      <p className="rounded-2xl border border-line bg-surface p-6 text-muted" data-testid="wheel-closed">
        {t('wheel_closed')}
      </p>
    );

  async function spin() {
    if (!wheel || spinning) return;
    setError(null);
    setResult(null);
    try {
      const answer = await submit('wheel-spin', (key) => spinWheel(key));
      if (!answer) return;
      setSpinning(true);
      setRotation((current) => landingRotation(current, answer.segment, wheel.segments.length));
      timer.current = setTimeout(
        () => {
          setSpinning(false);
          setResult(answer);
          void refreshWallet();
          void client.invalidateQueries({ queryKey: ['member', 'rewards'] });
        },
        reduced ? 0 : SPIN_MS + 150,
      );
    } catch (failure) {
      setError(errorText(t, failure));
      void client.invalidateQueries({ queryKey: ['member', 'rewards'] });
    }
  }

  const depositPercent = percentOf(wheel.depositedToday, wheel.ticketDeposit);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <section
        className="header-surface rounded-[22px] border border-gold/40 p-6 text-on-header shadow-pop max-sm:p-4"
        aria-labelledby="wheel-heading"
      >
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="wheel-heading" className="text-lg font-bold">
            {t('wheel_title')}
          </h2>
          <span
            className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-bold text-gold-bright"
            data-testid="wheel-tickets"
            data-count={wheel.tickets}
          >
            <TicketIcon size={16} />
            {t('wheel_tickets', { 0: wheel.tickets })}
          </span>
        </div>
        <WheelDisc segments={wheel.segments} rotation={rotation} spinning={spinning} reduced={reduced} />
        <div className="mt-5 grid gap-3">
          <Button
            variant="gold"
            size="lg"
            onClick={() => void spin()}
            disabled={spinning || wheel.tickets === 0}
            aria-busy={spinning}
            data-testid="wheel-spin"
          >
            {spinning && <Spinner />}
            {spinning ? t('wheel_spinning') : t('wheel_spin')}
          </Button>
          <div aria-live="polite" className="min-h-6 text-center">
            {result && (
              <p
                className="text-base font-bold text-gold-bright"
                data-testid="wheel-result"
                data-kind={result.kind}
              >
                {result.kind === 'none'
                  ? t('wheel_result_none')
                  : result.kind === 'bonus'
                    ? t('wheel_result_bonus', { 0: money(result.amount) })
                    : t('wheel_result_cash', { 0: money(result.amount) })}
              </p>
            )}
            {error && <p className="text-sm font-semibold text-[#ffb4a8]">{error}</p>}
            {!result && !error && wheel.tickets === 0 && (
              <p className="text-sm text-on-header-muted">{t('wheel_no_tickets')}</p>
            )}
            {wheel.nextExpiry != null && wheel.tickets > 0 && !spinning && (
              <p className="text-xs text-on-header-muted">
                {t('wheel_expiry', { 0: dateTime(wheel.nextExpiry) })}
              </p>
            )}
          </div>
        </div>
      </section>

      <div className="grid gap-6">
        <section
          className="rounded-2xl border border-line bg-surface p-5 shadow-card"
          data-testid="wheel-earn"
        >
          <h2 className="text-base font-bold">{t('wheel_earn_title')}</h2>
          {wheel.ticketDeposit > 0 ? (
            <>
              <p className="mt-1 text-sm text-muted">
                {t('wheel_earn_text', { 0: money(wheel.ticketDeposit) })}
              </p>
              <ProgressBar
                label={t('wheel_earn_progress')}
                percent={depositPercent}
                className="mt-4 h-2.5 bg-surface-3"
              />
              <p className="mt-2 flex justify-between text-sm tabular-nums">
                <span className="text-muted">{t('wheel_deposited_today')}</span>
                <span className="font-semibold" data-testid="wheel-deposited">
                  {money(wheel.depositedToday)} / {money(wheel.ticketDeposit)}
                </span>
              </p>
              {wheel.earnedToday && (
                <p className="mt-3 text-sm font-semibold text-success" data-testid="wheel-earned-today">
                  {t('wheel_earned_today')}
                </p>
              )}
            </>
          ) : (
            <p className="mt-1 text-sm text-muted">{t('wheel_earn_issued')}</p>
          )}
        </section>
        <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
          <h2 className="mb-3 text-base font-bold">{t('wheel_history')}</h2>
          {wheel.spins.length === 0 ? (
            <p className="text-sm text-muted">{t('wheel_history_none')}</p>
          ) : (
            <ul className="divide-y divide-line" data-testid="wheel-history">
              {wheel.spins.map((s) => (
                <li
                  key={s.id}
                  className="flex items-center justify-between gap-3 py-2.5 text-sm"
                  data-testid="wheel-history-row"
                >
                  <span className="text-muted">{dateTime(s.createdAt)}</span>
                  <span
                    className={cn(
                      'font-semibold tabular-nums',
                      s.kind === 'none' ? 'text-muted' : 'text-gold-fg',
                    )}
                  >
                    {prizeText(t, money, s)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
