import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { LotteryBet, PlayType } from '@jade/contract/lottery';
import { isApiError } from '../../api/api-error';
import {
  currentDrawQuery,
  drawResultsQuery,
  lotteryKeys,
  myBetsQuery,
  newOrderKey,
  placeLotteryBets,
} from '../../api/lottery/lottery';
import { paths } from '../../config/paths';
import { errorText } from '../../lib/error-text';
import { refreshWallet } from '../../lib/wallet-refresh';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { buttonClass } from '../../ui/button';
import { BetBoard, type SlipLine } from './bet-board';
import { BetSlip } from './bet-slip';
import { DrawBalls } from '../../ui/draw-balls';
import { DrawHistory } from './draw-history';
import { OddsTable } from './odds-table';
import { everyLabel } from '../../lib/lottery-labels';
import { isOnSlipStep, slipStepMinor } from './stake-step';
import { formatCountdown, useCountdown } from './use-countdown';

/** The server's message is already localised with its figures (limits, balance, draw number). */
function orderErrorText(t: Parameters<typeof errorText>[0], error: unknown): string {
  if (isApiError(error) && error.message && error.message !== error.errorCode) return error.message;
  return errorText(t, error);
}

/** /lottery?gameCode=: the open draw's countdown, the picks, the slip, last results and my bets. */
export function BettingView({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const openModal = useModalStore((s) => s.open);
  const current = useQuery(currentDrawQuery(gameCode));
  const results = useQuery(drawResultsQuery(gameCode));
  const draw = current.data?.game.current;
  const closeLeft = useCountdown(draw?.closesAt, current.data?.offsetMs);
  const drawLeft = useCountdown(draw?.drawAt, current.data?.offsetMs);
  const closed = !draw || closeLeft <= 0;
  const drawDue = (bet: LotteryBet) => bet.drawId !== draw?.drawId || closed;
  const bets = useQuery(myBetsQuery(gameCode, token, drawDue));
  const [lines, setLines] = useState<SlipLine[]>([]);
  // null: the game's minimum bet, until the player types an amount.
  const [typedAmount, setAmount] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const limits = current.data?.limits ?? null;
  const amount = typedAmount ?? (limits ? String(limits.minBet) : '');

  // A draw passed: read the new draw, the results and the bets at once.
  const drawId = draw?.drawId;
  useEffect(() => {
    if (drawLeft > 0 || drawId == null) return;
    const timer = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.current(gameCode) });
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [drawLeft, drawId, gameCode, queryClient]);

  // A bet of ours was settled: the results have a new draw and the balance may have grown.
  const pendingIds = useRef<Set<number>>(new Set());
  useEffect(() => {
    const list = bets.data?.list ?? [];
    const settledNow = list.some((b) => b.status !== 'pending' && pendingIds.current.has(b.betId));
    pendingIds.current = new Set(list.filter((b) => b.status === 'pending').map((b) => b.betId));
    if (settledNow) {
      void refreshWallet();
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.results(gameCode) });
    }
  }, [bets.data, gameCode, queryClient]);

  const odds = useMemo(() => {
    const map = {} as Record<PlayType, number>;
    for (const p of current.data?.playTypes ?? []) map[p.playType] = p.odds;
    return map;
  }, [current.data]);

  if (current.error)
    return (
      <div className="content-width py-16 text-center" data-testid="lottery-missing">
        <p className="text-lg font-bold">
          {isApiError(current.error, 'game.not.found') ? t('lt_game_missing') : errorText(t, current.error)}
        </p>
        <Link to={paths.lottery} className={buttonClass('gold', 'md', 'mt-6')}>
          {t('lt_all_games')}
        </Link>
      </div>
    );
  if (!current.data || !draw)
    return (
      <div className="content-width grid gap-5 py-5 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="h-64 animate-pulse rounded-2xl bg-surface-3" />
        <div className="h-64 animate-pulse rounded-2xl bg-surface-3" />
      </div>
    );

  const game = current.data.game;
  const lastResult = results.data?.list[0];
  const toggle = (line: SlipLine) => {
    setNotice(null);
    setLines((prev) =>
      prev.some((l) => l.playType === line.playType && l.selection === line.selection)
        ? prev.filter((l) => !(l.playType === line.playType && l.selection === line.selection))
        : prev.length >= 20
          ? prev
          : [...prev, line],
    );
  };
  const place = async () => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const placed = await placeLotteryBets({
        gameCode,
        drawId: draw.drawId,
        bets: lines.map((l) => ({ ...l, amount })),
        idempotencyKey: newOrderKey(),
      });
      setLines([]);
      setNotice(t('lt_placed', { 0: placed.bets.length, 1: draw.drawNo }));
      void refreshWallet();
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.myBets(gameCode, token) });
    } catch (e) {
      setError(orderErrorText(t, e));
      if (isApiError(e, 'lottery.draw.closed'))
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.current(gameCode) });
    } finally {
      setBusy(false);
    }
  };
  const min = limits?.minBet ?? 1;
  // Stakes off the lines' step would not pay the odds exactly: the server refuses them (lottery.bet.step).
  const stepMinor = slipStepMinor(lines.map((l) => l.playType));
  const step = { value: stepMinor / 100, ok: isOnSlipStep(amount, stepMinor) };

  return (
    <div className="content-width grid gap-5 py-5 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="min-w-0 space-y-5">
        <section
          aria-labelledby="lt-draw"
          data-testid="draw-panel"
          data-draw-id={draw.drawId}
          className="relative overflow-hidden rounded-2xl bg-[radial-gradient(circle_at_20%_0%,#137a5c,#04231a_70%)] p-5 text-on-header shadow-pop"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 opacity-30"
            style={{
              backgroundImage:
                'repeating-linear-gradient(135deg, rgb(255 255 255 / 0.04) 0 2px, transparent 2px 16px)',
            }}
          />
          <div className="relative flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="text-xs tracking-wide text-on-header-muted uppercase">
                {game.vendor} · {everyLabel(t, game.drawSeconds)}
              </p>
              <h2 id="lt-draw" className="mt-1 text-xl font-extrabold">
                {t('lt_draw_no', { 0: draw.drawNo })}
              </h2>
            </div>
            <div className="text-right" data-testid="draw-countdown" data-closed={closed ? 'true' : 'false'}>
              <p className="text-xs text-on-header-muted">{closed ? t('lt_drawing') : t('lt_closes_in')}</p>
              <p className="font-mono text-4xl font-extrabold text-gold-bright tabular-nums max-sm:text-3xl">
                {closed ? formatCountdown(drawLeft) : formatCountdown(closeLeft)}
              </p>
            </div>
          </div>
          <div className="relative mt-5 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-black/25 p-3">
            <div>
              <p className="text-xs text-on-header-muted">{t('lt_last_result')}</p>
              <p className="font-mono text-xs text-on-header-muted">{lastResult?.drawNo ?? '—'}</p>
            </div>
            <DrawBalls digits={lastResult?.digits ?? null} size="lg" testId="last-result" />
          </div>
          <p
            className="relative mt-3 truncate font-mono text-[11px] text-on-header-muted"
            title={t('lt_seed_hint')}
          >
            {t('lt_commitment')}: {draw.serverSeedHash}
          </p>
        </section>
        <BetBoard odds={odds} lines={lines} onToggle={toggle} disabled={busy} />
        <OddsTable odds={current.data.playTypes} />
      </div>
      <div className="min-w-0 space-y-5">
        <BetSlip
          lines={lines}
          amount={amount}
          onAmount={(value) => {
            setAmount(value);
            setError(null);
          }}
          chips={[min, min * 5, min * 10, min * 50]}
          currency={limits?.currency ?? ''}
          limits={limits}
          step={step}
          onRemove={toggle}
          onClear={() => setLines([])}
          onPlace={() => void place()}
          busy={busy}
          closed={closed}
          loggedIn={Boolean(token)}
          onLogin={() => openModal('login', { reason: 'launch' })}
          error={error}
          notice={notice}
        />
        <DrawHistory
          gameCode={gameCode}
          results={results.data?.list}
          bets={bets.data?.list}
          loggedIn={Boolean(token)}
        />
      </div>
    </div>
  );
}
