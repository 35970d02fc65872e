import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { SlotDescription, SlotRound, SlotSpin } from '@jade/contract/inhouse-engine/slots/index';
import type { InhouseGameIdWire } from '@jade/contract/inhouse-games';
import { spinSlot } from '../../../api/inhouse-games/inhouse-games';
import { cn } from '../../../lib/cn';
import { formatMinorUnits } from '../../../lib/money';
import { toMinor, toWire, type InhouseGame } from '../shared/use-inhouse-game';
import { useGameTexts } from '../../../lib/game-texts';
import { usePrefersReducedMotion, wait } from '../shared/motion';
import { SLOT_THEMES } from './slot-themes';
import { SymbolArt } from './symbol-art';
import '../shared/game-motion.css';
import { BetStepper, GameError } from '../shared/game-controls';

export type SlotId = Extract<InhouseGameIdWire, 'jade-dragon' | 'lotus-fortune' | 'koi-riches'>;

/** Coin values (minor units per line) offered by the bet selector, within the game's limits. */
const COIN_VALUES = [1, 2, 3, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 20000, 50000];
const LINE_COLOURS = ['#ffd54f', '#4fc3f7', '#ff8a65', '#aed581', '#f48fb1', '#b39ddb', '#80cbc4', '#fff176'];
const AUTO_SPINS = 10;

type ReelState = 'idle' | 'spinning' | 'stopped';

/** A 5-reel video slot: bet selector, spin (button or Space), reels stopping on the server's result. */
export function SlotGame({ gameId, game }: { gameId: SlotId; game: InhouseGame }) {
  const { t } = useTranslation();
  const info = game.info!;
  const desc = info.description as unknown as SlotDescription;
  const theme = SLOT_THEMES[gameId]!;
  const reduced = usePrefersReducedMotion();
  const nLines = desc.lines.length;
  const texts = useGameTexts(gameId);
  const symbolNames = useMemo(
    () => new Map(desc.symbols.map((s) => [s.id, texts.name(s.id, s.name)])),
    [desc.symbols, texts],
  );

  const coins = useMemo(() => {
    const min = toMinor(info.limits.minBet);
    const max = toMinor(info.limits.maxBet);
    return COIN_VALUES.filter((c) => c * nLines >= min && c * nLines <= max);
  }, [info.limits.minBet, info.limits.maxBet, nLines]);
  const [coinIndex, setCoinIndex] = useState(() => {
    const i = coins.findIndex((c) => c * nLines >= 100);
    return i < 0 ? 0 : i;
  });
  const coin = coins[Math.min(coinIndex, coins.length - 1)] ?? 1;
  const bet = coin * nLines;

  const [window, setWindow] = useState<string[][]>(() => attractWindow(desc));
  const [reels, setReels] = useState<ReelState[]>(['idle', 'idle', 'idle', 'idle', 'idle']);
  const [shownSpin, setShownSpin] = useState<SlotSpin | null>(null);
  const [roundWin, setRoundWin] = useState<number | null>(null);
  const [free, setFree] = useState<{ index: number; total: number; win: number } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [animating, setAnimating] = useState(false);
  const [autoLeft, setAutoLeft] = useState(0);
  const fast = useRef(false);
  const busy = animating || game.busy;

  const pace = useCallback((ms: number) => wait(reduced || fast.current ? Math.min(ms, 60) : ms), [reduced]);

  /** Stops the reels one by one on the spin's window, then shows its wins. */
  const showSpin = useCallback(
    async (spin: SlotSpin, spinTime: number) => {
      setShownSpin(null);
      setReels(['spinning', 'spinning', 'spinning', 'spinning', 'spinning']);
      await pace(spinTime);
      for (let r = 0; r < 5; r++) {
        setWindow((w) => w.map((col, i) => (i === r ? spin.window[r]! : col)));
        setReels((s) => s.map((v, i) => (i === r ? 'stopped' : v)));
        await pace(r === 4 ? 260 : 190);
      }
      setShownSpin(spin);
    },
    [pace],
  );

  const spin = useCallback(async () => {
    if (busy) {
      // A second press while the reels run hurries the round along.
      fast.current = true;
      return;
    }
    fast.current = false;
    setBanner(null);
    setRoundWin(null);
    setFree(null);
    setShownSpin(null);
    setAnimating(true);
    setReels(['spinning', 'spinning', 'spinning', 'spinning', 'spinning']);
    const round = await game.play((idempotencyKey) => spinSlot({ gameId, bet: toWire(bet), idempotencyKey }));
    if (!round) {
      // Nothing was played: the reels go back to what they showed.
      setReels(['idle', 'idle', 'idle', 'idle', 'idle']);
      setAnimating(false);
      setAutoLeft(0);
      return;
    }
    const outcome = round.outcome as unknown as SlotRound;
    // The bet leaves the balance now; the win arrives when the round has been shown.
    game.setShownBalance(toWire(toMinor(round.balance) - toMinor(round.win)));
    await showSpin(outcome.base, 420);
    let total = outcome.base.win;
    setRoundWin(total);
    if (outcome.freeSpins.length > 0) {
      await pace(900);
      let awarded = outcome.base.scatter.freeSpinsAwarded;
      setBanner(t('ih_free_spins_won', { 0: awarded }));
      setFree({ index: 0, total: awarded, win: 0 });
      await pace(1600);
      setBanner(null);
      let freeWin = 0;
      for (let i = 0; i < outcome.freeSpins.length; i++) {
        const fs = outcome.freeSpins[i]!;
        setFree({ index: i + 1, total: awarded, win: freeWin });
        await showSpin(fs, 300);
        freeWin += fs.win;
        total += fs.win;
        awarded += fs.scatter.freeSpinsAwarded;
        setFree({ index: i + 1, total: awarded, win: freeWin });
        setRoundWin(total);
        await pace(fs.win > 0 || fs.scatter.freeSpinsAwarded > 0 ? 900 : 350);
      }
      setBanner(t('ih_free_spins_total', { 0: formatMinorUnits(freeWin) }));
    }
    game.settle(round);
    setAnimating(false);
  }, [busy, game, gameId, bet, showSpin, pace, t]);

  // Autoplay: the next spin starts when the last one is shown; a failed spin ends it (see spin).
  useEffect(() => {
    if (autoLeft <= 0 || busy) return;
    const timer = setTimeout(() => {
      setAutoLeft((n) => n - 1);
      void spin();
    }, 500);
    return () => clearTimeout(timer);
  }, [autoLeft, busy, spin]);

  // Space spins, unless the focus is on a control that uses Space itself.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, button, a, [role="tab"], [contenteditable="true"]'))
        return;
      event.preventDefault();
      void spin();
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [spin]);

  const winCells = useMemo(() => winningCells(desc, shownSpin), [desc, shownSpin]);

  return (
    <section
      aria-label={desc.name}
      data-testid="slot-machine"
      data-game={gameId}
      data-state={busy ? 'busy' : 'ready'}
      className="relative mx-auto overflow-hidden rounded-3xl p-3 shadow-pop sm:p-5"
      style={{
        background: theme.cabinet,
        boxShadow: `inset 0 0 0 2px ${theme.accent}55`,
        // The whole machine fits the screen's height (reels are 5:3).
        maxWidth: 'max(320px, calc((100vh - 470px) * 1.6 + 40px))',
      }}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <p
          className="font-serif text-xl font-black tracking-wide uppercase sm:text-3xl"
          style={{ color: theme.accent, textShadow: `0 2px 0 #000, 0 0 18px ${theme.accent}88` }}
        >
          {desc.name}
        </p>
        {free ? (
          <p
            data-testid="free-spins-counter"
            className="animate-pop-in rounded-full bg-black/50 px-3 py-1 text-xs font-bold text-white sm:text-sm"
            style={{ boxShadow: `0 0 0 1px ${theme.accent}` }}
          >
            {t('ih_free_spin_of', { 0: free.index, 1: free.total })} · ×{desc.freeSpins.multiplier}
          </p>
        ) : (
          <p className="text-xs font-semibold text-white/70">
            {t('ih_lines_count', { 0: nLines })} · RTP {(desc.figures.rtp * 100).toFixed(2)}%
          </p>
        )}
      </div>

      <div
        className="relative rounded-2xl p-1.5 sm:p-2.5"
        style={{
          background: `linear-gradient(180deg, ${theme.accent}, #5a3a00 50%, ${theme.accent})`,
          boxShadow: `0 0 30px ${theme.accent}33`,
        }}
      >
        <div
          data-testid="slot-reels"
          className={cn(
            'relative grid grid-cols-5 gap-1 overflow-hidden rounded-xl p-1 sm:gap-1.5',
            free && 'ring-2 ring-fuchsia-400/70',
          )}
          style={{ background: theme.reels }}
        >
          {window.map((column, r) => (
            <Reel
              key={r}
              reel={r}
              state={reels[r]!}
              column={column}
              gameId={gameId}
              symbolIds={desc.symbols.map((s) => s.id)}
              names={symbolNames}
              winCells={winCells}
              glow={theme.glow}
              reduced={reduced}
            />
          ))}
          {shownSpin && shownSpin.lineWins.length > 0 && (
            <svg
              aria-hidden="true"
              viewBox="0 0 500 300"
              preserveAspectRatio="none"
              className="pointer-events-none absolute inset-1"
            >
              {shownSpin.lineWins.map((w, i) => (
                <polyline
                  key={w.line}
                  data-testid="win-line"
                  points={desc.lines[w.line]!.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(
                    ' ',
                  )}
                  fill="none"
                  stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                  strokeWidth="6"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  opacity=".85"
                  vectorEffect="non-scaling-stroke"
                  style={{ filter: `drop-shadow(0 0 4px ${LINE_COLOURS[i % LINE_COLOURS.length]})` }}
                />
              ))}
            </svg>
          )}
          {banner && (
            <div className="absolute inset-0 flex items-center justify-center bg-black/75 p-3">
              <p
                data-testid="slot-banner"
                className="animate-pop-in rounded-2xl px-4 py-3 text-center font-serif text-xl leading-tight font-black uppercase sm:text-3xl"
                style={{ color: theme.accent, textShadow: `0 3px 0 #000, 0 0 24px ${theme.accent}` }}
              >
                {banner}
              </p>
            </div>
          )}
        </div>
      </div>

      <div className="mt-2 min-h-12 text-center" aria-live="polite">
        {shownSpin && shownSpin.lineWins.length + (shownSpin.scatter.win > 0 ? 1 : 0) > 0 && (
          <ul data-testid="win-list" className="flex flex-wrap justify-center gap-1.5 text-xs text-white/90">
            {shownSpin.lineWins.map((w, i) => (
              <li
                key={w.line}
                className="rounded-full bg-black/40 px-2.5 py-1"
                style={{ boxShadow: `inset 0 0 0 1px ${LINE_COLOURS[i % LINE_COLOURS.length]}` }}
              >
                {t('ih_line_win', {
                  0: w.line + 1,
                  1: w.count,
                  2: symbolNames.get(w.symbol) ?? w.symbol,
                  3: formatMinorUnits(w.win),
                })}
              </li>
            ))}
            {shownSpin.scatter.win > 0 && (
              <li className="rounded-full bg-black/40 px-2.5 py-1 ring-1 ring-white/60">
                {t('ih_scatter_win', {
                  0: shownSpin.scatter.count,
                  1: symbolNames.get(desc.scatter.symbol) ?? desc.scatter.symbol,
                  2: formatMinorUnits(shownSpin.scatter.win),
                })}
              </li>
            )}
          </ul>
        )}
      </div>

      <GameError error={game.error} className="mb-3" />

      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 rounded-2xl bg-black/45 p-2 ring-1 ring-white/10 sm:gap-4 sm:p-3">
        <BetStepper
          label={t('ih_total_bet')}
          amount={bet}
          index={coinIndex}
          levels={coins.length}
          disabled={busy}
          onChange={setCoinIndex}
          testId="slot-bet"
          className="sm:gap-2"
        />

        <button
          type="button"
          data-testid="spin"
          onClick={() => void spin()}
          aria-label={busy ? t('ih_spin_hurry') : t('ih_spin')}
          className={cn(
            'relative flex h-20 w-20 items-center justify-center rounded-full text-sm font-black tracking-wider uppercase shadow-[0_6px_0_#5a3a00,0_10px_24px_rgb(0_0_0/0.5)] transition active:translate-y-1 active:shadow-[0_2px_0_#5a3a00] sm:h-24 sm:w-24 sm:text-base',
            busy && 'opacity-90',
          )}
          style={{
            background: `radial-gradient(circle at 35% 30%, #fff6cc, ${theme.accent} 45%, #a06a00)`,
            color: '#2b1700',
          }}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={cn(
              'absolute h-16 w-16 opacity-25 sm:h-20 sm:w-20',
              busy && !reduced && 'animate-spin',
            )}
          >
            <path
              d="M12 3a9 9 0 1 1-8.5 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
            <path
              d="M2.5 4.5 3.5 9l4.4-1"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          <span className="relative">{t('ih_spin')}</span>
        </button>

        <div className="flex items-center justify-end gap-2 sm:gap-3">
          <div className="min-w-0 text-center">
            <p className="text-[10px] font-semibold tracking-wider text-white/60 uppercase">{t('ih_win')}</p>
            <p
              data-testid="slot-win"
              className="font-mono text-base font-bold tabular-nums sm:text-lg"
              style={{ color: theme.accent }}
            >
              {roundWin == null ? '—' : formatMinorUnits(roundWin)}
            </p>
          </div>
          <button
            type="button"
            data-testid="autoplay"
            aria-pressed={autoLeft > 0}
            onClick={() => setAutoLeft((n) => (n > 0 ? 0 : AUTO_SPINS))}
            className={cn(
              'h-9 shrink-0 rounded-full px-3 text-xs font-bold uppercase ring-1 transition',
              autoLeft > 0
                ? 'bg-white text-black ring-white'
                : 'bg-white/10 text-white ring-white/25 hover:bg-white/20',
            )}
          >
            {autoLeft > 0 ? t('ih_auto_stop', { 0: autoLeft }) : t('ih_auto')}
          </button>
        </div>
      </div>
      <p className="mt-2 text-center text-[11px] text-white/55">
        {t('ih_coin_hint', { 0: formatMinorUnits(coin), 1: nLines })}
      </p>
    </section>
  );
}

function Reel({
  reel,
  state,
  column,
  gameId,
  symbolIds,
  names,
  winCells,
  glow,
  reduced,
}: {
  reel: number;
  state: ReelState;
  column: string[];
  gameId: string;
  symbolIds: string[];
  names: Map<string, string>;
  winCells: Set<string>;
  glow: string;
  reduced: boolean;
}) {
  // While spinning, a blurred strip of the machine's symbols runs past (a fixed order per reel).
  const blur = useMemo(
    () => Array.from({ length: 8 }, (_, i) => symbolIds[(i * 3 + reel * 5) % symbolIds.length]!),
    [symbolIds, reel],
  );
  const spinning = state === 'spinning';
  return (
    <div
      data-testid="reel"
      data-state={state}
      className="relative aspect-[1/3] overflow-hidden rounded-lg bg-gradient-to-b from-black/50 via-white/5 to-black/50"
    >
      {spinning ? (
        <div
          className={cn(
            'absolute inset-x-0 top-0',
            !reduced && 'animate-[reel-loop_0.32s_linear_infinite] blur-[1.5px]',
          )}
        >
          {[...blur, ...blur].map((s, i) => (
            <div key={i} className="aspect-square p-1.5 opacity-80">
              <SymbolArt gameId={gameId} symbol={s} label="" />
            </div>
          ))}
        </div>
      ) : (
        <div
          className={cn(
            'flex h-full flex-col',
            state === 'stopped' && !reduced && 'animate-[reel-stop_0.28s_cubic-bezier(.2,1.6,.4,1)]',
          )}
        >
          {column.map((s, row) => {
            const hit = winCells.has(`${reel}:${row}`);
            return (
              <div
                key={row}
                data-testid="cell"
                data-symbol={s}
                className={cn('relative aspect-square p-1 sm:p-1.5', hit && 'z-10')}
              >
                {hit && (
                  <span
                    aria-hidden="true"
                    className={cn('absolute inset-0.5 rounded-lg', !reduced && 'animate-pulse')}
                    style={{
                      background: `radial-gradient(circle, ${glow}66, transparent 70%)`,
                      boxShadow: `inset 0 0 0 2px ${glow}`,
                    }}
                  />
                )}
                <div
                  className={cn(
                    'relative h-full w-full',
                    hit && !reduced && 'scale-105 transition-transform',
                  )}
                >
                  <SymbolArt gameId={gameId} symbol={s} label={names.get(s) ?? s} />
                </div>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** A window to show before the first spin: the machine's symbols, highest first. */
function attractWindow(desc: SlotDescription): string[][] {
  const ids = desc.symbols.filter((s) => s.kind === 'regular').map((s) => s.id);
  const wild = desc.symbols.find((s) => s.kind === 'wild')!.id;
  const scatter = desc.scatter.symbol;
  return Array.from({ length: 5 }, (_, r) =>
    Array.from({ length: 3 }, (_, row) => {
      if (r === 2 && row === 1) return wild;
      if ((r === 0 && row === 2) || (r === 4 && row === 0)) return scatter;
      return ids[(r * 3 + row * 2) % ids.length]!;
    }),
  );
}

/** The cells that paid: each winning line's run from the first reel, and the scatters when they paid. */
function winningCells(desc: SlotDescription, spin: SlotSpin | null): Set<string> {
  const cells = new Set<string>();
  if (!spin) return cells;
  for (const w of spin.lineWins) {
    const line = desc.lines[w.line]!;
    for (let r = 0; r < w.count; r++) cells.add(`${r}:${line[r]}`);
  }
  if (spin.scatter.win > 0 || spin.scatter.freeSpinsAwarded > 0)
    for (const [r, row] of spin.scatter.positions) cells.add(`${r}:${row}`);
  return cells;
}
