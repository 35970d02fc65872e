import { useTranslation } from '../../lib/use-translation';
import type { PlayType } from '@jade/contract/lottery';
import { playTypeLabel, ruleLabel } from '../../lib/lottery-labels';

/** Every play type with its rule and odds (the server's figures; docs/games-math.md "Lottery"). */
export function OddsTable({ odds }: { odds: { playType: PlayType; odds: number }[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lt-odds" className="rounded-2xl border border-line bg-surface p-4 shadow-card">
      <h2 id="lt-odds" className="mb-2 font-extrabold">
        {t('lt_play_types')}
      </h2>
      <dl className="divide-y divide-line text-sm" data-testid="odds-table">
        {odds.map((o) => (
          <div key={o.playType} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="min-w-0">
              <span className="font-semibold">{playTypeLabel(t, o.playType)}</span>
              <span className="block text-xs text-muted">{ruleLabel(t, o.playType)}</span>
            </dt>
            <dd className="shrink-0 font-mono font-bold text-brand-fg">{o.odds.toFixed(2)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
