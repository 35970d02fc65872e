import { useTranslation } from '../../../lib/use-translation';
import type { SlotDescription, SlotGameId } from '@jade/contract/inhouse-engine/slots/index';
import type { GameInfoValue } from '@jade/contract/inhouse-games';
import { useGameTexts } from '../../../lib/game-texts';
import { RuleFigure } from '../shared/rule-figure';
import { SymbolArt } from './symbol-art';

/** Rules and paytable of a slot, from the server's game info (the engine's own description). */
export function SlotPaytable({ gameId, info }: { gameId: SlotGameId; info: GameInfoValue }) {
  const { t } = useTranslation();
  const desc = info.description as unknown as SlotDescription;
  const f = desc.figures;
  const texts = useGameTexts(gameId);
  const scatterName = texts.name(desc.scatter.symbol, desc.scatter.name);
  return (
    <div data-testid="paytable" className="space-y-5 text-sm">
      <p className="text-muted">{texts.rule(desc.description)}</p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <RuleFigure label={t('ih_rtp')} value={`${(f.rtp * 100).toFixed(2)}%`} testId="paytable-rtp" />
        <RuleFigure label={t('ih_hit_rate')} value={`${(f.hitFrequency * 100).toFixed(1)}%`} />
        <RuleFigure label={t('ih_lines')} value={String(desc.lines.length)} />
      </dl>

      <section>
        <h3 className="mb-2 font-bold">{t('ih_paytable')}</h3>
        <p className="mb-2 text-xs text-subtle">{t('ih_paytable_hint')}</p>
        <table className="w-full text-left">
          <thead className="sr-only">
            <tr>
              <th>{t('ih_symbol')}</th>
              <th>{t('ih_pays')}</th>
            </tr>
          </thead>
          <tbody>
            {desc.paytable.map((row) => (
              <tr key={row.symbol} className="border-t border-line" data-testid="paytable-row">
                <td className="py-1.5 pr-2">
                  <div className="flex items-center gap-2">
                    <span className="h-10 w-10 shrink-0 rounded-lg bg-header p-0.5">
                      <SymbolArt
                        gameId={gameId}
                        symbol={row.symbol}
                        label={texts.name(row.symbol, row.name)}
                      />
                    </span>
                    <span className="font-medium">{texts.name(row.symbol, row.name)}</span>
                  </div>
                </td>
                <td className="py-1.5 text-right font-mono text-xs whitespace-nowrap">
                  {row.pays.map((p) => (
                    <div key={p.count}>
                      <span className="text-subtle">{p.count}×</span> <strong>{p.coins}</strong>
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="rounded-xl bg-surface-3 p-3">
        <div className="flex items-center gap-3">
          <span className="h-12 w-12 shrink-0 rounded-lg bg-header p-0.5">
            <SymbolArt gameId={gameId} symbol={desc.scatter.symbol} label={scatterName} />
          </span>
          <div>
            <h3 className="font-bold">{t('ih_scatter_title', { 0: scatterName })}</h3>
            <p className="text-xs text-subtle">{t('ih_free_spins_rule', { 0: desc.freeSpins.multiplier })}</p>
          </div>
        </div>
        <table className="mt-2 w-full text-xs">
          <thead>
            <tr className="text-subtle">
              <th className="text-left font-medium">{t('ih_scatters')}</th>
              <th className="text-right font-medium">{t('ih_times_bet')}</th>
              <th className="text-right font-medium">{t('ih_free_spins')}</th>
            </tr>
          </thead>
          <tbody className="font-mono">
            {desc.scatter.pays.map((p) => (
              <tr key={p.count}>
                <td>{p.count}</td>
                <td className="text-right">×{p.timesBet}</td>
                <td className="text-right">
                  {desc.scatter.freeSpins.find((s) => s.count === p.count)?.spins ?? 0}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section>
        <h3 className="mb-2 font-bold">{t('ih_paylines')}</h3>
        <ol className="grid grid-cols-5 gap-1.5">
          {desc.lines.map((line, i) => (
            <li key={i} className="rounded-md bg-surface-3 p-1" title={t('ih_line_n', { 0: i + 1 })}>
              <svg
                viewBox="0 0 50 30"
                role="img"
                aria-label={t('ih_line_n', { 0: i + 1 })}
                className="w-full"
              >
                {Array.from({ length: 15 }, (_, c) => (
                  <rect
                    key={c}
                    x={(c % 5) * 10 + 1}
                    y={Math.floor(c / 5) * 10 + 1}
                    width="8"
                    height="8"
                    rx="1.5"
                    className="fill-line"
                  />
                ))}
                <polyline
                  points={line.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')}
                  fill="none"
                  stroke="var(--gold-strong)"
                  strokeWidth="2.2"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="block text-center text-[10px] text-subtle">{i + 1}</span>
            </li>
          ))}
        </ol>
      </section>

      <section>
        <h3 className="mb-2 font-bold">{t('ih_rules')}</h3>
        <ul className="list-disc space-y-1 pl-5 text-muted">
          {desc.rules.map((rule) => (
            <li key={rule.key}>{texts.rule(rule)}</li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-subtle">
          {t('ih_limits', {
            0: info.limits.minBet.toFixed(2),
            1: info.limits.maxBet.toFixed(2),
            2: info.limits.currency,
          })}
        </p>
      </section>
    </div>
  );
}
