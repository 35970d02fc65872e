import { useTranslation } from '../lib/use-translation';
import type { FishShot } from '@jade/contract/inhouse-engine/fish';
import { cn } from '../lib/cn';
import { useGameTexts } from '../lib/game-texts';
import { formatMinorUnits } from '../lib/money';

/**
 * The shots of one Jade Fish Hunt volley: fish and multiplier, caught (with its coins) or missed.
 * `detailed` numbers them and adds the number drawn for each (the /verify page).
 */
export function FishShots({
  shots,
  detailed = false,
  testId,
}: {
  shots: readonly FishShot[];
  detailed?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const texts = useGameTexts('fish');
  return (
    <ol
      className={cn('grid gap-1.5', detailed ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3')}
      data-testid={testId}
    >
      {shots.map((shot, i) => (
        <li
          key={i}
          data-killed={shot.killed || undefined}
          className={cn(
            'flex items-center justify-between gap-2 rounded-lg border px-2.5 py-1.5 text-xs',
            shot.killed ? 'border-brand bg-brand-soft' : 'border-line bg-surface-2 text-muted',
          )}
        >
          <span className="min-w-0 truncate font-semibold">
            {detailed
              ? t('ih_ver_fish_shot', {
                  0: i + 1,
                  1: texts.name(shot.fish),
                  2: shot.multiplier,
                  3: shot.roll,
                })
              : `${texts.name(shot.fish)} ×${shot.multiplier}`}
          </span>
          <span className={cn('shrink-0 tabular-nums', shot.killed && 'font-bold text-success')}>
            {shot.killed ? `+${formatMinorUnits(shot.win)}` : t('fish_miss')}
          </span>
        </li>
      ))}
    </ol>
  );
}
