import { useTranslation } from '../../lib/use-translation';
import type { GameTile as Game } from '@jade/contract/game-catalogue';
import { WrenchIcon } from '../../ui/icons';
import { TileList } from './game-grid';

/** Spec §8: a game under maintenance suggests the server's alternative games, each launchable. */
export function MaintenanceAlternatives({
  alternatives,
  gameName,
}: {
  alternatives: readonly Game[];
  gameName: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold-fg">
          <WrenchIcon size={18} />
        </span>
        <p className="pt-2 text-sm leading-relaxed" data-testid="maintenance-message">
          {gameName ? t('game_maintenance_named', { 0: gameName }) : t('game.maintenance')}
        </p>
      </div>
      {alternatives.length > 0 && (
        <>
          <h3 className="text-sm font-bold tracking-wide text-subtle uppercase">{t('game_alternatives')}</h3>
          <TileList
            games={alternatives}
            className="grid grid-cols-[repeat(auto-fill,minmax(140px,1fr))] gap-3"
            testId="alternatives"
            compact
          />
        </>
      )}
    </div>
  );
}
