import { useTranslation } from '../../lib/use-translation';
import type { FishShot } from '@jade/contract/inhouse-engine/fish';
import { cn } from '../../lib/cn';
import { formatMinorUnits } from '../../lib/money';
import { FishShots } from '../../ui/fish-shots';

/**
 * Replays an in-house round from its stored outcome (docs/api.md "In-house games"): the reels window of
 * a slot with its winning lines, the cards of a baccarat coup, the shots of a fish volley. Amounts
 * inside an outcome are the engine's minor units.
 */

interface SlotSpin {
  kind: 'base' | 'free';
  window: string[][];
  lineWins: { line: number; symbol: string; count: number; win: number }[];
  scatter: { count: number; positions: [number, number][]; win: number; freeSpinsAwarded: number };
  win: number;
}
interface SlotOutcome {
  coinValue: number;
  lines: number;
  base: SlotSpin;
  freeSpins: SlotSpin[];
  totalWin: number;
}
interface BaccaratOutcome {
  player: { cards: string[]; total: number };
  banker: { cards: string[]; total: number };
  outcome: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  bets: { bet: string; stake: number; result: 'win' | 'lose' | 'push'; return: number }[];
}
interface FishOutcome {
  bet: number;
  shots: FishShot[];
}

/** What the game list describes of a slot: its symbols' names and kinds, and each line's rows. */
export interface SlotLook {
  symbols: { id: string; name: string; kind: 'regular' | 'wild' | 'scatter' }[];
  lines: number[][];
}

export function RoundReplay({
  gameType,
  result,
  look,
}: {
  gameType: string;
  result: Record<string, unknown>;
  look?: SlotLook | undefined;
}) {
  if (gameType === 'RNG' && 'base' in result)
    return <SlotReplay outcome={result as unknown as SlotOutcome} look={look} />;
  if (gameType === 'TABLE' && 'player' in result)
    return <BaccaratReplay outcome={result as unknown as BaccaratOutcome} />;
  if (gameType === 'FISH' && 'shots' in result)
    return <FishReplay outcome={result as unknown as FishOutcome} />;
  return (
    <pre className="max-h-60 overflow-auto rounded-xl bg-surface-2 p-3 text-xs" data-testid="replay-raw">
      {JSON.stringify(result, null, 2)}
    </pre>
  );
}

const FREE_SPINS_SHOWN = 6;

function SlotReplay({ outcome, look }: { outcome: SlotOutcome; look?: SlotLook | undefined }) {
  const { t } = useTranslation();
  const extra = outcome.freeSpins.length - FREE_SPINS_SHOWN;
  return (
    <div className="grid gap-4" data-testid="replay-slot">
      <SpinGrid spin={outcome.base} look={look} label={t('replay_base_spin')} />
      {outcome.freeSpins.length > 0 && (
        <div>
          <p className="mb-2 text-sm font-bold text-gold-fg">
            {t('replay_free_spins', { 0: outcome.freeSpins.length })}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {outcome.freeSpins.slice(0, FREE_SPINS_SHOWN).map((spin, i) => (
              <SpinGrid key={i} spin={spin} look={look} small label={`${t('replay_free_spin')} ${i + 1}`} />
            ))}
          </div>
          {extra > 0 && <p className="mt-2 text-xs text-muted">{t('replay_more_spins', { 0: extra })}</p>}
        </div>
      )}
    </div>
  );
}

function SpinGrid({
  spin,
  look,
  label,
  small = false,
}: {
  spin: SlotSpin;
  look?: SlotLook | undefined;
  label: string;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const reels = spin.window.length;
  const rows = spin.window[0]?.length ?? 0;
  const winning = new Set<string>();
  for (const win of spin.lineWins) {
    const line = look?.lines[win.line];
    if (!line) continue;
    for (let reel = 0; reel < win.count; reel++) winning.add(`${reel}:${line[reel]}`);
  }
  for (const [reel, row] of spin.scatter.positions) winning.add(`${reel}:${row}`);
  const symbol = (id: string) => look?.symbols.find((s) => s.id === id);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1.5 flex items-center justify-between text-xs font-semibold text-muted">
        <span>{label}</span>
        <span className={cn('tabular-nums', spin.win > 0 ? 'text-success' : 'text-muted')}>
          {t('replay_win')} {formatMinorUnits(spin.win)}
        </span>
      </figcaption>
      <div
        role="table"
        aria-label={label}
        className="rounded-xl bg-[linear-gradient(180deg,var(--header)_0%,var(--header-2)_100%)] p-2 shadow-card"
        data-testid="replay-reels"
      >
        {Array.from({ length: rows }, (_, row) => (
          <div
            role="row"
            key={row}
            className="grid gap-1 pb-1 last:pb-0"
            style={{ gridTemplateColumns: `repeat(${reels}, minmax(0, 1fr))` }}
          >
            {spin.window.map((column, reel) => {
              const id = column[row] ?? '';
              const info = symbol(id);
              const hit = winning.has(`${reel}:${row}`);
              return (
                <span
                  role="cell"
                  key={reel}
                  data-symbol={id}
                  data-hit={hit || undefined}
                  className={cn(
                    'flex items-center justify-center truncate rounded-md px-0.5 text-center font-bold leading-tight',
                    small ? 'h-8 text-[9px]' : 'h-12 text-[10px] sm:text-xs',
                    info?.kind === 'wild'
                      ? 'bg-[linear-gradient(180deg,#ffe7a3,#c8962a)] text-on-gold'
                      : info?.kind === 'scatter'
                        ? 'bg-[linear-gradient(180deg,#7fe0c1,#0a7556)] text-white'
                        : 'bg-white/92 text-[#10201b]',
                    hit && 'ring-2 ring-gold-bright ring-offset-1 ring-offset-[var(--header)]',
                    !hit && (spin.lineWins.length > 0 || spin.scatter.positions.length > 0) && 'opacity-60',
                  )}
                >
                  {info?.name ?? id}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {spin.lineWins.length > 0 && (
        <ul className="mt-1.5 grid gap-0.5 text-xs text-muted" data-testid="replay-line-wins">
          {spin.lineWins.map((win, i) => (
            <li key={i}>
              {t('replay_line_win', {
                0: win.line + 1,
                1: win.count,
                2: symbol(win.symbol)?.name ?? win.symbol,
                3: formatMinorUnits(win.win),
              })}
            </li>
          ))}
        </ul>
      )}
      {spin.scatter.freeSpinsAwarded > 0 && (
        <p className="mt-1 text-xs font-semibold text-gold-fg">
          {t('replay_free_awarded', { 0: spin.scatter.freeSpinsAwarded })}
        </p>
      )}
    </figure>
  );
}

const SUITS: Record<string, { symbol: string; red: boolean; name: string }> = {
  S: { symbol: '♠', red: false, name: 'spades' },
  H: { symbol: '♥', red: true, name: 'hearts' },
  D: { symbol: '♦', red: true, name: 'diamonds' },
  C: { symbol: '♣', red: false, name: 'clubs' },
};

function PlayingCard({ card }: { card: string }) {
  const rank = card.slice(0, -1);
  const suit = SUITS[card.slice(-1)] ?? { symbol: '?', red: false, name: '' };
  return (
    <span
      role="img"
      aria-label={`${rank} ${suit.name}`}
      className={cn(
        'flex h-16 w-11 flex-col justify-between rounded-lg border border-line-strong bg-white p-1 font-bold shadow-card',
        suit.red ? 'text-[#c0262d]' : 'text-[#10201b]',
      )}
    >
      <span className="text-sm leading-none">{rank}</span>
      <span className="self-end text-lg leading-none">{suit.symbol}</span>
    </span>
  );
}

function BaccaratReplay({ outcome }: { outcome: BaccaratOutcome }) {
  const { t } = useTranslation();
  const hand = (side: 'player' | 'banker') => (
    <div
      className={cn(
        'rounded-xl border p-3',
        outcome.outcome === side ? 'border-gold bg-gold-soft' : 'border-line bg-surface-2',
      )}
      data-testid={`replay-${side}`}
    >
      <p className="mb-2 flex items-center justify-between text-sm font-bold">
        <span>{t(`bacc_${side}`)}</span>
        <span className="rounded-full bg-surface px-2 text-base tabular-nums">{outcome[side].total}</span>
      </p>
      <div className="flex gap-1.5">
        {outcome[side].cards.map((card, i) => (
          <PlayingCard key={i} card={card} />
        ))}
      </div>
    </div>
  );
  return (
    <div className="grid gap-3" data-testid="replay-baccarat">
      <div className="grid grid-cols-2 gap-3">
        {hand('player')}
        {hand('banker')}
      </div>
      <p className="text-sm font-bold" data-testid="replay-baccarat-outcome">
        {t('bacc_result')}: {t(`bacc_${outcome.outcome}`)}
      </p>
      <ul className="grid gap-1 text-sm">
        {outcome.bets.map((bet) => (
          <li key={bet.bet} className="flex justify-between gap-3 rounded-lg bg-surface-2 px-3 py-1.5">
            <span>{t(`bacc_${bet.bet as 'player'}`)}</span>
            <span className="tabular-nums text-muted">{formatMinorUnits(bet.stake)}</span>
            <span
              className={cn(
                'font-semibold',
                bet.result === 'win' ? 'text-success' : bet.result === 'lose' ? 'text-danger' : 'text-muted',
              )}
            >
              {t(`bet_result_${bet.result}`)} {formatMinorUnits(bet.return)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FishReplay({ outcome }: { outcome: FishOutcome }) {
  const { t } = useTranslation();
  const hits = outcome.shots.filter((s) => s.killed).length;
  return (
    <div className="grid gap-2" data-testid="replay-fish">
      <p className="text-sm font-semibold">{t('fish_hits', { 0: hits, 1: outcome.shots.length })}</p>
      <FishShots shots={outcome.shots} />
    </div>
  );
}
