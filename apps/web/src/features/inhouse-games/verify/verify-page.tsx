import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { BaccaratRound } from '@jade/contract/inhouse-engine/baccarat';
import type { FishRound } from '@jade/contract/inhouse-engine/fish';
import {
  playInhouseRound,
  sameOutcome,
  type RoundBet,
  type RoundOutcome,
} from '@jade/contract/inhouse-engine/replay';
import type { SlotRound } from '@jade/contract/inhouse-engine/slots/index';
import { INHOUSE_GAME_IDS } from '@jade/contract/inhouse-games';
import {
  isClientSeed,
  isNonce,
  isServerSeed,
  verifyCommitmentWebCrypto,
  withWebCryptoFairStream,
} from '@jade/contract/provably-fair';
import { getRoundForVerify } from '../../../api/inhouse-games/inhouse-games';
import { cn } from '../../../lib/cn';
import { formatMinorUnits } from '../../../lib/money';
import { buttonClass } from '../../../ui/button';
import { CheckField, CheckLabel } from '../../../ui/check-field';
import { BadgeCheckIcon, ShieldIcon, WarningIcon } from '../../../ui/icons';
import { FishShots } from '../../../ui/fish-shots';
import { PageHeader } from '../../../ui/page-header';
import { PlayingCard } from '../baccarat/playing-card';
import { INHOUSE_GAME_NAMES } from '../shared/game-names';
import { gameErrorText } from '../shared/use-inhouse-game';
import { roundRefOf, type RoundRef } from './round-ref';
import { SymbolArt } from '../slots/symbol-art';

interface Fields {
  gameId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
}

const EMPTY: Fields = {
  gameId: 'jade-dragon',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  bet: '{"coinValue":5}',
};

interface Check {
  commitment: boolean | null;
  matches: boolean | null;
  outcome: RoundOutcome;
}

/**
 * /verify: recomputes a finished in-house round IN THE BROWSER (WebCrypto HMAC stream and the same
 * engine code the server plays with, @jade/contract/inhouse-engine) and compares it with the outcome the
 * server recorded. A round id fills the seeds from the server; every field can be edited.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [roundId, setRoundId] = useState(params.get('id') ?? params.get('roundId') ?? '');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [stored, setStored] = useState<{ roundId: number; outcome: unknown; revealed: boolean } | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function recompute(f: Fields, recorded: unknown) {
    setProblem(null);
    setCheck(null);
    const nonce = Number(f.nonce);
    if (!isServerSeed(f.serverSeed)) return setProblem(t('ih_ver_bad_server_seed'));
    if (!isClientSeed(f.clientSeed)) return setProblem(t('ih_fair_seed_rule'));
    if (!/^\d+$/.test(f.nonce) || !isNonce(nonce)) return setProblem(t('ih_ver_bad_nonce'));
    let bet: unknown;
    try {
      bet = JSON.parse(f.bet);
    } catch {
      return setProblem(t('ih_ver_bad_bet'));
    }
    try {
      const outcome = await withWebCryptoFairStream(
        { serverSeed: f.serverSeed, clientSeed: f.clientSeed, nonce },
        (stream) => playInhouseRound(stream, { gameId: f.gameId, bet } as RoundBet),
      );
      const commitment = f.serverSeedHash
        ? await verifyCommitmentWebCrypto(f.serverSeed, f.serverSeedHash)
        : null;
      setCheck({
        commitment,
        matches: recorded === undefined ? null : sameOutcome(outcome, recorded),
        outcome,
      });
    } catch {
      setProblem(t('ih_ver_bad_bet'));
    }
  }

  async function load(ref: RoundRef) {
    setWorking(true);
    setProblem(null);
    setCheck(null);
    setStored(null);
    try {
      const v = await getRoundForVerify(ref);
      const f: Fields = {
        gameId: v.gameId,
        serverSeed: v.serverSeed ?? '',
        serverSeedHash: v.serverSeedHash,
        clientSeed: v.clientSeed,
        nonce: String(v.nonce),
        bet: JSON.stringify(v.betDetail),
      };
      setFields(f);
      setStored({ roundId: v.roundId, outcome: v.outcome, revealed: v.revealed });
      if (v.revealed) await recompute(f, v.outcome);
    } catch (e) {
      setProblem(gameErrorText(t, e));
    } finally {
      setWorking(false);
    }
  }

  // Opened from a game or a betting record (?id=<verify id>, or ?roundId= for the owner): load at once.
  const initial = params.get('id') ?? params.get('roundId');
  useEffect(() => {
    const ref = initial ? roundRefOf(initial) : null;
    if (!ref) return;
    const timer = setTimeout(() => void load(ref), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the address changes
  }, [initial]);

  function onLoad(event: FormEvent) {
    event.preventDefault();
    const ref = roundRefOf(roundId);
    if (!ref) return setProblem(t('game.round.not.found'));
    if (roundId === initial) void load(ref);
    else setParams('verifyId' in ref ? { id: ref.verifyId } : { roundId: String(ref.roundId) });
  }

  function onVerify(event: FormEvent) {
    event.preventDefault();
    setWorking(true);
    void recompute(fields, stored?.outcome).finally(() => setWorking(false));
  }

  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  return (
    <div className="pb-12">
      <PageHeader title={t('ih_ver_title')} subtitle={t('ih_ver_subtitle')} icon={<ShieldIcon size={28} />} />
      <div className="content-width mt-6 grid gap-6 lg:grid-cols-[420px_minmax(0,1fr)]">
        <div className="space-y-5">
          <form onSubmit={onLoad} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <label htmlFor="ver-round" className="text-sm font-semibold">
              {t('ih_ver_round_id')}
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id="ver-round"
                data-testid="ver-round-id"
                value={roundId}
                onChange={(e) => setRoundId(e.target.value.trim())}
                className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 font-mono focus:border-brand focus:outline-none"
              />
              <button
                type="submit"
                data-testid="ver-load"
                disabled={working}
                className={buttonClass('primary', 'md')}
              >
                {t('ih_ver_load')}
              </button>
            </div>
          </form>

          <form
            onSubmit={onVerify}
            className="space-y-3 rounded-2xl border border-line bg-surface p-5 shadow-card"
          >
            <h2 className="font-bold">{t('ih_ver_inputs')}</h2>
            <CheckLabel id="ver-game" label={t('ih_ver_game')}>
              <select
                id="ver-game"
                data-testid="ver-game"
                value={fields.gameId}
                onChange={set('gameId')}
                className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm"
              >
                {INHOUSE_GAME_IDS.map((id) => (
                  <option key={id} value={id}>
                    {INHOUSE_GAME_NAMES[id]}
                  </option>
                ))}
              </select>
            </CheckLabel>
            <CheckField
              id="ver-server-seed"
              label={t('ih_fair_server_seed')}
              value={fields.serverSeed}
              onChange={set('serverSeed')}
            />
            <CheckField
              id="ver-hash"
              label={t('ih_fair_hash')}
              value={fields.serverSeedHash}
              onChange={set('serverSeedHash')}
            />
            <CheckField
              id="ver-client-seed"
              label={t('ih_fair_client_seed')}
              value={fields.clientSeed}
              onChange={set('clientSeed')}
            />
            <div className="grid grid-cols-[100px_1fr] gap-3">
              <CheckField
                id="ver-nonce"
                label={t('ih_ver_nonce')}
                inputMode="numeric"
                value={fields.nonce}
                onChange={set('nonce')}
              />
              <CheckField id="ver-bet" label={t('ih_ver_bet')} value={fields.bet} onChange={set('bet')} />
            </div>
            <button
              type="submit"
              data-testid="ver-verify"
              disabled={working}
              className={buttonClass('gold', 'md', 'w-full')}
            >
              {t('ih_ver_verify')}
            </button>
          </form>
        </div>

        <section aria-live="polite" className="min-w-0 space-y-4">
          {problem && (
            <p
              role="alert"
              data-testid="ver-problem"
              className="rounded-xl bg-danger-soft px-4 py-3 text-danger"
            >
              {problem}
            </p>
          )}
          {stored && !stored.revealed && !check && (
            <p
              data-testid="ver-secret"
              className="rounded-xl border border-gold/50 bg-gold-soft px-4 py-3 text-gold-fg"
            >
              {t('ih_ver_secret')}
            </p>
          )}
          {check && <Verdict check={check} roundId={stored?.roundId ?? null} />}
          {check && <Replay outcome={check.outcome} gameId={fields.gameId} />}
          {!check && !problem && !(stored && !stored.revealed) && (
            <div className="rounded-2xl border border-dashed border-line-strong p-6 text-sm text-muted">
              <p>{t('ih_ver_how')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function Verdict({ check, roundId }: { check: Check; roundId: number | null }) {
  const { t } = useTranslation();
  const ok = check.matches !== false && check.commitment !== false;
  return (
    <div
      data-testid="ver-verdict"
      data-result={
        check.matches === null
          ? 'replayed'
          : check.matches && check.commitment !== false
            ? 'match'
            : 'mismatch'
      }
      className={cn(
        'flex items-start gap-3 rounded-2xl border-2 p-4',
        ok ? 'border-success/60 bg-success/10' : 'border-danger/60 bg-danger-soft',
      )}
    >
      {ok ? (
        <BadgeCheckIcon size={28} className="shrink-0 text-success" />
      ) : (
        <WarningIcon size={28} className="shrink-0 text-danger" />
      )}
      <div className="space-y-1">
        <p className={cn('text-lg font-bold', ok ? 'text-success' : 'text-danger')}>
          {check.matches === null
            ? t('ih_ver_replayed')
            : check.matches
              ? t('ih_ver_match', { 0: roundId ?? '' })
              : t('ih_ver_mismatch', { 0: roundId ?? '' })}
        </p>
        <p data-testid="ver-commitment" className="text-sm">
          {check.commitment === null
            ? t('ih_ver_no_hash')
            : check.commitment
              ? t('ih_ver_hash_ok')
              : t('ih_ver_hash_bad')}
        </p>
        <p className="text-xs text-muted">{t('ih_ver_in_browser')}</p>
      </div>
    </div>
  );
}

function Replay({ outcome, gameId }: { outcome: RoundOutcome; gameId: string }) {
  const { t } = useTranslation();
  if (outcome.gameId === 'baccarat') {
    const b = outcome as BaccaratRound;
    return (
      <Card title={t('ih_ver_replay')}>
        <div className="grid grid-cols-2 gap-4">
          {(['player', 'banker'] as const).map((side) => (
            <div key={side}>
              <p className="mb-2 text-sm font-semibold">
                {t(side === 'player' ? 'ih_bac_player' : 'ih_bac_banker')} · {b[side].total}
              </p>
              <div className="flex gap-1">
                {b[side].cards.map((c, i) => (
                  <PlayingCard key={i} card={c} className="w-14" />
                ))}
              </div>
            </div>
          ))}
        </div>
        <p className="mt-3 text-sm">
          {t('ih_ver_stake_return', {
            0: formatMinorUnits(b.totalStake),
            1: formatMinorUnits(b.totalReturn),
          })}
        </p>
      </Card>
    );
  }
  if (outcome.gameId === 'fish') return <FishVolley round={outcome as FishRound} />;
  const s = outcome as SlotRound;
  return (
    <Card title={t('ih_ver_replay')}>
      <div data-testid="ver-window" className="grid max-w-md grid-cols-5 gap-1 rounded-xl bg-header p-2">
        {s.base.window.map((col, r) => (
          <div key={r} className="space-y-1">
            {col.map((sym, row) => (
              <div key={row} className="aspect-square rounded-md bg-black/30 p-0.5">
                <SymbolArt gameId={gameId} symbol={sym} label={sym} />
              </div>
            ))}
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm">
        {t('ih_ver_stops', { 0: s.base.stops.join(', ') })} ·{' '}
        {t('ih_ver_stake_return', { 0: formatMinorUnits(s.bet), 1: formatMinorUnits(s.totalWin) })}
        {s.freeSpins.length > 0 && ` · ${t('ih_free_spins')}: ${s.freeSpins.length}`}
      </p>
    </Card>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 className="mb-3 font-bold">{title}</h2>
      {children}
    </div>
  );
}

/**
 * Every shot of a fish volley as replayed: the fish, its multiplier and the number drawn for it (a
 * catch when below 96; docs/games-math.md), with the coins it paid.
 */
function FishVolley({ round }: { round: FishRound }) {
  const { t } = useTranslation();
  return (
    <Card title={t('ih_ver_replay')}>
      <FishShots shots={round.shots} detailed testId="ver-fish-shots" />
      <p className="mt-3 text-sm">
        {t('ih_ver_stake_return', {
          0: formatMinorUnits(round.totalStake),
          1: formatMinorUnits(round.totalWin),
        })}
      </p>
    </Card>
  );
}
