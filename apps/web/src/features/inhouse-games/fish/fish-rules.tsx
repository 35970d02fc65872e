import { useTranslation } from '../../../lib/use-translation';
import type { FishDescription } from '@jade/contract/inhouse-engine/fish';
import type { GameInfoValue } from '@jade/contract/inhouse-games';
import { useGameTexts } from '../../../lib/game-texts';
import { RuleFigure } from '../shared/rule-figure';
import { FishArt } from './fish-art';

/** Rules and paytable of Jade Fish Hunt, from the server's game info (the engine's description). */
export function FishRules({ info }: { info: GameInfoValue }) {
  const { t } = useTranslation();
  const desc = info.description as unknown as FishDescription;
  const texts = useGameTexts('fish');
  return (
    <div data-testid="paytable" className="space-y-5 text-sm">
      <dl className="grid grid-cols-2 gap-2 text-center">
        <RuleFigure label={t('ih_rtp')} value={`${(desc.rtp * 100).toFixed(2)}%`} testId="paytable-rtp" />
        <RuleFigure label={t('ih_fish_max_volley')} value={String(desc.maxShots)} />
      </dl>
      <section>
        <h3 className="mb-2 font-bold">{t('ih_paytable')}</h3>
        <table className="w-full text-left">
          <thead>
            <tr className="text-xs text-subtle">
              <th className="font-medium">{t('ih_fish_fish')}</th>
              <th className="text-right font-medium">{t('ih_pays')}</th>
              <th className="text-right font-medium">{t('ih_fish_catch_chance')}</th>
            </tr>
          </thead>
          <tbody>
            {desc.paytable.map((row) => (
              <tr key={row.fish} data-testid="paytable-row" className="border-t border-line">
                <td className="py-1">
                  <div className="flex items-center gap-2">
                    <span className="flex h-9 w-12 shrink-0 items-center justify-center rounded-lg bg-[#0a5d80] p-0.5">
                      <FishArt fish={row.fish} className="h-full w-full" />
                    </span>
                    <span className="font-medium">{texts.name(row.fish, row.name)}</span>
                  </div>
                </td>
                <td className="py-1 text-right font-mono">×{row.multiplier}</td>
                <td className="py-1 text-right font-mono">{(row.killChance * 100).toFixed(2)}%</td>
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
        <p className="mt-2 text-xs text-subtle">
          {t('ih_fish_limits', {
            0: info.limits.minBet.toFixed(2),
            1: info.limits.maxBet.toFixed(2),
            2: info.limits.currency,
          })}
        </p>
      </section>
    </div>
  );
}
