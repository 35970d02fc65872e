import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MessageKey } from '@jade/i18n/format';
import type { BaccaratBet, BaccaratDescription, BaccaratRound } from '@jade/contract/inhouse-engine/baccarat';
import type { GameInfoValue } from '@jade/contract/inhouse-games';
import { playBaccaratRound } from '../../../api/inhouse-games/inhouse-games';
import { cn } from '../../../lib/cn';
import { formatMinorUnits } from '../../../lib/money';
import { usePrefersReducedMotion, wait } from '../shared/motion';
import { useGameTexts } from '../../../lib/game-texts';
import { toMinor, toWire, type InhouseGame } from '../shared/use-inhouse-game';
import { PlayingCard } from './playing-card';
import { stakeProblem } from './stakes';
import '../shared/game-motion.css';
import { GameError } from '../shared/game-controls';

/** Chip values in minor units; those above the table maximum are not offered. */
const CHIPS = [
  { value: 100, colour: '#e5e7eb', edge: '#6b7280', ink: '#111827' },
  { value: 500, colour: '#ef4444', edge: '#7f1d1d', ink: '#fff' },
  { value: 1000, colour: '#3b82f6', edge: '#1e3a8a', ink: '#fff' },
  { value: 2500, colour: '#22c55e', edge: '#14532d', ink: '#fff' },
  { value: 10000, colour: '#111827', edge: '#d4af37', ink: '#fde68a' },
  { value: 50000, colour: '#a855f7', edge: '#4c1d95', ink: '#fff' },
];

const BET_LABELS: Record<BaccaratBet, MessageKey> = {
  player: 'ih_bac_player',
  banker: 'ih_bac_banker',
  tie: 'ih_bac_tie',
  playerPair: 'ih_bac_player_pair',
  bankerPair: 'ih_bac_banker_pair',
};
const PAYS: Record<BaccaratBet, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};

type Bets = Partial<Record<BaccaratBet, number>>;

/** Baccarat (Punto Banco): place chips, deal; the server's cards are dealt one by one. */
export function BaccaratGame({ game }: { game: InhouseGame }) {
  const { t } = useTranslation();
  const info = game.info!;
  const reduced = usePrefersReducedMotion();
  const min = toMinor(info.limits.minBet);
  const max = toMinor(info.limits.maxBet);
  const chips = useMemo(() => CHIPS.filter((c) => c.value <= max), [max]);
  const [chip, setChip] = useState(chips[1]?.value ?? chips[0]?.value ?? 100);
  const [bets, setBets] = useState<Bets>({});
  const [dealt, setDealt] = useState<BaccaratRound['dealt']>([]);
  const [result, setResult] = useState<BaccaratRound | null>(null);
  const [dealing, setDealing] = useState(false);
  const busy = dealing || game.busy;
  const total = Object.values(bets).reduce((a, b) => a + (b ?? 0), 0);

  function place(bet: BaccaratBet) {
    if (busy) return;
    if (result) {
      setResult(null);
      setDealt([]);
    }
    game.setError(null);
    setBets((b) => ({ ...b, [bet]: (b[bet] ?? 0) + chip }));
  }

  async function deal() {
    if (busy) return;
    if (total < min) {
      game.setError(t('ih_bac_min', { 0: formatMinorUnits(min) }));
      return;
    }
    const problem = stakeProblem(bets, info.limits.perBet);
    if (problem) {
      game.setError(
        t(problem.kind === 'min' ? 'ih_bac_bet_min' : 'ih_bac_bet_step', {
          0: t(BET_LABELS[problem.bet]),
          1: formatMinorUnits(problem.amount),
        }),
      );
      return;
    }
    setDealing(true);
    setResult(null);
    setDealt([]);
    const wire: Record<string, number> = {};
    for (const [k, v] of Object.entries(bets)) if (v) wire[k] = toWire(v);
    const round = await game.play((idempotencyKey) => playBaccaratRound({ bets: wire, idempotencyKey }));
    if (!round) {
      setDealing(false);
      return;
    }
    const outcome = round.outcome as unknown as BaccaratRound;
    game.setShownBalance(toWire(toMinor(round.balance) - toMinor(round.win)));
    for (let i = 0; i < outcome.dealt.length; i++) {
      setDealt(outcome.dealt.slice(0, i + 1));
      await wait(reduced ? 0 : i === 4 || i === 5 ? 900 : 520);
    }
    await wait(reduced ? 0 : 400);
    setResult(outcome);
    game.settle(round);
    setDealing(false);
  }

  const player = dealt.filter((d) => d.to === 'player').map((d) => d.card);
  const banker = dealt.filter((d) => d.to === 'banker').map((d) => d.card);
  const resultOf = (bet: BaccaratBet) => result?.bets.find((b) => b.bet === bet);

  return (
    <section
      aria-label={t('ih_bac_table')}
      data-testid="baccarat-table"
      data-state={busy ? 'busy' : result ? 'result' : 'ready'}
      className="relative overflow-hidden rounded-3xl p-3 shadow-pop sm:p-5"
      style={{
        background: 'radial-gradient(120% 80% at 50% 0%, #11734f 0%, #07452f 55%, #032318 100%)',
        boxShadow: 'inset 0 0 0 3px #8a6a1f, inset 0 0 0 7px #2a1b05',
      }}
    >
      <p className="text-center font-serif text-lg font-black tracking-[0.3em] text-[#f2d27a] uppercase sm:text-2xl">
        Jade Baccarat
      </p>
      <p className="text-center text-[11px] text-white/60">{t('ih_bac_subtitle')}</p>

      <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-6">
        <Hand
          testId="player-hand"
          title={t('ih_bac_player')}
          colour="#1d4ed8"
          cards={player}
          total={result?.player.total ?? partialTotal(player)}
          winner={result?.outcome === 'player'}
          reduced={reduced}
        />
        <Hand
          testId="banker-hand"
          title={t('ih_bac_banker')}
          colour="#b91c1c"
          cards={banker}
          total={result?.banker.total ?? partialTotal(banker)}
          winner={result?.outcome === 'banker'}
          reduced={reduced}
        />
      </div>

      <div className="my-3 flex min-h-10 items-center justify-center" aria-live="polite">
        {result && (
          <p
            data-testid="baccarat-result"
            data-outcome={result.outcome}
            className="animate-pop-in rounded-full bg-black/55 px-5 py-2 text-center font-serif text-base font-black tracking-wider text-[#f2d27a] uppercase ring-1 ring-[#f2d27a]/60 sm:text-xl"
          >
            {result.outcome === 'tie'
              ? t('ih_bac_tie_result', { 0: result.player.total })
              : t(result.outcome === 'player' ? 'ih_bac_player_wins' : 'ih_bac_banker_wins', {
                  0: result.player.total,
                  1: result.banker.total,
                })}
            {result.natural && <span className="ml-2 text-xs text-white/80">{t('ih_bac_natural')}</span>}
          </p>
        )}
      </div>

      <div className="grid grid-cols-3 gap-2">
        {(['playerPair', 'tie', 'bankerPair'] as const).map((bet) => (
          <BetSpot
            key={bet}
            bet={bet}
            label={t(BET_LABELS[bet])}
            stake={bets[bet]}
            outcome={resultOf(bet)}
            onPlace={place}
            disabled={busy}
            small
          />
        ))}
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(['player', 'banker'] as const).map((bet) => (
          <BetSpot
            key={bet}
            bet={bet}
            label={t(BET_LABELS[bet])}
            stake={bets[bet]}
            outcome={resultOf(bet)}
            onPlace={place}
            disabled={busy}
          />
        ))}
      </div>

      <GameError error={game.error} className="mt-3" />

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-black/40 p-2 ring-1 ring-white/10 sm:p-3">
        <div role="radiogroup" aria-label={t('ih_bac_chips')} className="flex flex-wrap gap-1.5">
          {chips.map((c) => (
            <button
              key={c.value}
              type="button"
              role="radio"
              aria-checked={chip === c.value}
              aria-label={t('ih_bac_chip', { 0: formatMinorUnits(c.value) })}
              data-testid={`chip-${c.value}`}
              onClick={() => setChip(c.value)}
              className={cn(
                'flex h-11 w-11 items-center justify-center rounded-full text-[10px] font-black transition sm:h-12 sm:w-12',
                chip === c.value
                  ? '-translate-y-1 ring-2 ring-[#f2d27a] ring-offset-2 ring-offset-black/60'
                  : 'opacity-85 hover:opacity-100',
              )}
              style={{
                background: `radial-gradient(circle, ${c.colour} 52%, transparent 53%), repeating-conic-gradient(${c.edge} 0 20deg, #fff 20deg 40deg)`,
                color: c.ink,
                boxShadow: '0 3px 6px rgb(0 0 0 / .5)',
              }}
            >
              {chipLabel(c.value)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <div className="text-right">
            <p className="text-[10px] font-semibold tracking-wider text-white/60 uppercase">
              {t('ih_total_bet')}
            </p>
            <p data-testid="baccarat-stake" className="font-mono font-bold text-white tabular-nums">
              {formatMinorUnits(total)}
            </p>
          </div>
          <button
            type="button"
            data-testid="baccarat-clear"
            disabled={busy || total === 0}
            onClick={() => {
              setBets({});
              setResult(null);
              setDealt([]);
            }}
            className="h-10 rounded-full bg-white/10 px-4 text-xs font-bold text-white uppercase ring-1 ring-white/25 hover:bg-white/20 disabled:opacity-40"
          >
            {t('ih_bac_clear')}
          </button>
          <button
            type="button"
            data-testid="baccarat-deal"
            disabled={busy || total === 0}
            onClick={() => void deal()}
            className="h-12 rounded-full px-6 text-sm font-black tracking-wider text-[#2b1700] uppercase shadow-[0_4px_0_#5a3a00] transition active:translate-y-0.5 disabled:opacity-50"
            style={{ background: 'radial-gradient(circle at 35% 30%, #fff6cc, #f2c75c 45%, #a06a00)' }}
          >
            {result ? t('ih_bac_rebet') : t('ih_bac_deal')}
          </button>
        </div>
      </div>
    </section>
  );
}

function chipLabel(minor: number): string {
  const units = minor / 100;
  return units >= 1000 ? `${units / 1000}K` : String(units);
}

function partialTotal(cards: string[]): number | null {
  if (cards.length === 0) return null;
  return (
    cards.reduce((sum, c) => {
      const rank = c.slice(0, -1);
      const v = rank === 'A' ? 1 : ['10', 'J', 'Q', 'K'].includes(rank) ? 0 : Number(rank);
      return sum + v;
    }, 0) % 10
  );
}

function Hand({
  testId,
  title,
  colour,
  cards,
  total,
  winner,
  reduced,
}: {
  testId: string;
  title: string;
  colour: string;
  cards: string[];
  total: number | null;
  winner: boolean;
  reduced: boolean;
}) {
  return (
    <div
      data-testid={testId}
      className={cn('rounded-2xl border-2 p-2 transition sm:p-3', winner ? 'bg-white/10' : 'bg-black/15')}
      style={{
        borderColor: winner ? '#f2d27a' : `${colour}99`,
        boxShadow: winner ? '0 0 24px #f2d27a66' : undefined,
      }}
    >
      <div className="mb-2 flex items-center justify-between">
        <span
          className="rounded-full px-3 py-0.5 text-xs font-black tracking-wider text-white uppercase"
          style={{ background: colour }}
        >
          {title}
        </span>
        <span
          data-testid={`${testId}-total`}
          className="flex h-8 w-8 items-center justify-center rounded-full bg-black/50 font-mono text-lg font-black text-white ring-1 ring-white/30"
        >
          {total ?? '–'}
        </span>
      </div>
      <div className="flex min-h-[84px] items-center justify-center gap-1 sm:min-h-[118px]">
        {cards.map((card, i) => (
          <div
            key={i}
            className={cn(
              'w-[30%] max-w-[80px] drop-shadow-[0_4px_6px_rgb(0_0_0/0.5)]',
              i === 2 && 'rotate-90 sm:ml-2',
              !reduced && 'animate-[card-deal_0.45s_cubic-bezier(.2,.8,.2,1)_both]',
            )}
          >
            <PlayingCard card={card} className="h-auto w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

function BetSpot({
  bet,
  label,
  stake,
  outcome,
  onPlace,
  disabled,
  small,
}: {
  bet: BaccaratBet;
  label: string;
  stake: number | undefined;
  outcome: BaccaratRound['bets'][number] | undefined;
  onPlace(bet: BaccaratBet): void;
  disabled: boolean;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const colour = bet.startsWith('player') ? '#3b82f6' : bet.startsWith('banker') ? '#ef4444' : '#22c55e';
  return (
    <button
      type="button"
      data-testid={`bet-${bet}`}
      data-result={outcome?.result}
      disabled={disabled}
      onClick={() => onPlace(bet)}
      aria-label={`${label} ${PAYS[bet]}${stake ? `, ${t('ih_bac_stake')} ${formatMinorUnits(stake)}` : ''}`}
      className={cn(
        'relative flex flex-col items-center justify-center rounded-2xl border-2 text-white transition hover:bg-white/10 disabled:cursor-default',
        small ? 'min-h-16 py-2' : 'min-h-24 py-3',
        outcome?.result === 'lose' && 'saturate-50',
        outcome?.result === 'win' && 'bg-white/10 shadow-[0_0_24px_#f2d27a88]',
      )}
      style={{
        borderColor: outcome?.result === 'win' ? '#f2d27a' : `${colour}cc`,
        background: `${colour}1f`,
      }}
    >
      <span className={cn('font-black tracking-wider uppercase', small ? 'text-xs' : 'text-lg sm:text-2xl')}>
        {label}
      </span>
      <span className="text-[11px] font-semibold text-white/75">{PAYS[bet]}</span>
      {stake ? (
        <span
          data-testid={`stake-${bet}`}
          className="absolute top-1.5 right-1.5 rounded-full bg-[#f2d27a] px-2 py-0.5 font-mono text-[11px] font-bold text-[#2b1700] shadow"
        >
          {formatMinorUnits(stake)}
        </span>
      ) : null}
      {outcome && outcome.result !== 'lose' && (
        <span
          data-testid={`return-${bet}`}
          className="mt-1 rounded-full bg-black/50 px-2 font-mono text-xs font-bold text-[#f2d27a]"
        >
          {outcome.result === 'push' ? t('ih_bac_push') : `+${formatMinorUnits(outcome.return)}`}
        </span>
      )}
    </button>
  );
}

/** Rules, pays and house edges of baccarat, from the server's game info. */
export function BaccaratRules({ info }: { info: GameInfoValue }) {
  const { t } = useTranslation();
  const desc = info.description as unknown as BaccaratDescription;
  const texts = useGameTexts('baccarat');
  return (
    <div data-testid="paytable" className="space-y-5 text-sm">
      <section>
        <h3 className="mb-2 font-bold">{t('ih_paytable')}</h3>
        <table className="w-full text-left">
          <thead>
            <tr className="text-xs text-subtle">
              <th className="font-medium">{t('ih_bac_bet')}</th>
              <th className="text-right font-medium">{t('ih_pays')}</th>
              <th className="text-right font-medium">{t('ih_house_edge')}</th>
            </tr>
          </thead>
          <tbody>
            {desc.paytable.map((row) => (
              <tr key={row.bet} data-testid="paytable-row" className="border-t border-line">
                <td className="py-1.5 font-medium">{t(BET_LABELS[row.bet])}</td>
                <td className="py-1.5 text-right font-mono">{row.pays}</td>
                <td className="py-1.5 text-right font-mono">{(row.houseEdge * 100).toFixed(2)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h3 className="mb-2 font-bold">{t('ih_rules')}</h3>
        <ul className="list-disc space-y-1 pl-5 text-muted">
          {desc.rules.map((rule) => (
            <li key={rule.key}>{texts.rule(rule)}</li>
          ))}
        </ul>
      </section>
      <section className="rounded-xl bg-surface-3 p-3">
        <h3 className="mb-1 font-bold">{t('ih_bac_drawing')}</h3>
        <p className="text-muted">
          <strong>{t('ih_bac_player')}:</strong> {texts.rule(desc.drawingRules.player)}
        </p>
        <p className="mt-1 font-semibold">{t('ih_bac_banker')}:</p>
        <ul className="list-disc pl-5 text-muted">
          {desc.drawingRules.banker.map((r) => (
            <li key={r.key}>{texts.rule(r)}</li>
          ))}
        </ul>
      </section>
      <p className="text-xs text-subtle">
        {t('ih_limits', {
          0: info.limits.minBet.toFixed(2),
          1: info.limits.maxBet.toFixed(2),
          2: info.limits.currency,
        })}
        {info.limits.perBet?.banker && (
          <> {t('ih_bac_banker_step', { 0: info.limits.perBet.banker.betStep.toFixed(2) })}</>
        )}
      </p>
    </div>
  );
}
