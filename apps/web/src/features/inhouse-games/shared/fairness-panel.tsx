import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { isClientSeed } from '@jade/contract/provably-fair';
import { rotateSeed, setClientSeed } from '../../../api/inhouse-games/inhouse-games';
import { paths } from '../../../config/paths';
import { passGate } from '../../../lib/gates';
import { buttonClass } from '../../../ui/button';
import { browserClientSeed } from './client-seed';
import { gameErrorText, type InhouseGame } from './use-inhouse-game';

interface Revealed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rounds: number;
}

/**
 * Provably fair (docs/provably-fair.md): the committed server-seed hash of the next round, the client
 * seed (editable), the nonce, the hash of the NEXT server seed (committed before the player chooses a
 * client seed; a rotation activates exactly that seed), and rotation, which reveals the retired server
 * seed so that every round played with it can be verified on the verify page.
 */
export function FairnessPanel({ game }: { game: InhouseGame }) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [swapped, setSwapped] = useState(false);
  const fairness = game.fairness;
  const clientSeed = seed ?? fairness?.clientSeed ?? '';
  const seedValid = isClientSeed(clientSeed);

  async function run(call: () => ReturnType<typeof rotateSeed>) {
    if (!passGate('login', 'launch')) return;
    setPending(true);
    setMessage(null);
    const promised = fairness?.nextServerSeedHash;
    try {
      const value = await call();
      // The seed now active must be the one whose hash was shown before the client seed was chosen.
      setSwapped(promised !== undefined && value.next.serverSeedHash !== promised);
      setRevealed(value.revealed);
      game.setFairness(value.next);
      setSeed(null);
    } catch (e) {
      setMessage(gameErrorText(t, e));
    } finally {
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!seedValid) return;
    void run(() => setClientSeed({ clientSeed }));
  }

  const last = game.lastRound;
  return (
    <section aria-labelledby="pf-title" data-testid="fairness-panel" className="space-y-4 text-sm">
      <h3 id="pf-title" className="text-base font-bold">
        {t('ih_fair_title')}
      </h3>
      <p className="text-muted">{t('ih_fair_intro')}</p>
      <dl className="space-y-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-subtle uppercase">{t('ih_fair_hash')}</dt>
          <dd
            data-testid="pf-hash"
            className="mt-1 rounded-lg bg-surface-3 px-3 py-2 font-mono text-xs break-all"
          >
            {fairness?.serverSeedHash ?? '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-subtle uppercase">{t('ih_fair_nonce')}</dt>
          <dd data-testid="pf-nonce" className="mt-1 font-mono">
            {fairness?.nonce ?? '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-subtle uppercase">
            {t('ih_fair_next_hash')}
          </dt>
          <dd
            data-testid="pf-next-hash"
            className="mt-1 rounded-lg bg-surface-3 px-3 py-2 font-mono text-xs break-all"
          >
            {fairness?.nextServerSeedHash ?? '—'}
          </dd>
          <p className="mt-1 text-xs text-subtle">{t('ih_fair_next_hint')}</p>
        </div>
      </dl>
      <form onSubmit={onSubmit} className="space-y-2">
        <label htmlFor="pf-client-seed" className="text-xs font-semibold tracking-wide text-subtle uppercase">
          {t('ih_fair_client_seed')}
        </label>
        <div className="flex gap-2">
          <input
            id="pf-client-seed"
            data-testid="pf-client-seed"
            value={clientSeed}
            maxLength={64}
            onChange={(e) => setSeed(e.target.value)}
            aria-invalid={!seedValid}
            aria-describedby="pf-client-seed-hint"
            className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 font-mono text-xs focus:border-brand focus:outline-none"
          />
          <button
            type="submit"
            data-testid="pf-save-seed"
            disabled={pending || !seedValid || seed === null || seed === fairness?.clientSeed}
            className={buttonClass('outline', 'sm', 'h-10')}
          >
            {t('ih_fair_use_seed')}
          </button>
        </div>
        <p id="pf-client-seed-hint" className={seedValid ? 'text-xs text-subtle' : 'text-xs text-danger'}>
          {t('ih_fair_seed_rule')}
        </p>
      </form>
      <button
        type="button"
        data-testid="pf-rotate"
        disabled={pending}
        onClick={() => void run(() => rotateSeed({ clientSeed: browserClientSeed() }))}
        className={buttonClass('gold', 'md', 'w-full')}
      >
        {t('ih_fair_rotate')}
      </button>
      {swapped && (
        <p role="alert" data-testid="pf-swapped" className="rounded-lg bg-danger-soft px-3 py-2 text-danger">
          {t('ih_fair_swapped')}
        </p>
      )}
      {message && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-danger">
          {message}
        </p>
      )}
      {revealed && (
        <div
          data-testid="pf-revealed"
          className="space-y-2 rounded-xl border border-gold/40 bg-gold-soft/40 p-3"
        >
          <p className="font-semibold text-gold-fg">{t('ih_fair_revealed', { 0: revealed.rounds })}</p>
          <p className="text-xs text-subtle">{t('ih_fair_server_seed')}</p>
          <p data-testid="pf-revealed-seed" className="font-mono text-xs break-all">
            {revealed.serverSeed}
          </p>
          <p className="text-xs text-subtle">{t('ih_fair_hash_was')}</p>
          <p className="font-mono text-xs break-all">{revealed.serverSeedHash}</p>
        </div>
      )}
      {last && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-3 px-3 py-2">
          <span>
            {t('ih_fair_last_round')} <strong data-testid="pf-last-round">#{last.roundId}</strong>
          </span>
          <Link
            data-testid="pf-verify-link"
            to={`${paths.verify}?id=${encodeURIComponent(last.verifyId)}`}
            className={buttonClass('outline', 'sm')}
          >
            {t('ih_fair_verify')}
          </Link>
        </div>
      )}
    </section>
  );
}
