import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { MessageKey } from '@jade/i18n/format';
import { HEADERLESS_PATHS, paths } from '../../config/paths';
import { isFrameUrl } from '../../lib/launch-url';
import { useBrandName } from '../../stores/site-store';
import { buttonClass } from '../../ui/button';
import { HomeIcon, PlayIcon } from '../../ui/icons';
import { Logo, LogoMark } from '../../ui/logo';
import { VendorFrame } from './vendor-frame';

const TITLES: Record<string, MessageKey> = {
  [paths.lottery]: 'con_lott',
  [paths.lottert]: 'con_lott',
  [paths.vnlottery]: 'vn_lottery',
  [paths.sealottery]: 'sea_lottery',
  [paths.fbsports]: 'con_sports',
  [paths.seamless]: 'game_page',
  [paths.game]: 'game_page',
};

/**
 * The frame of the game pages (/game, /seamless, /fbsports and the lottery pages). A vendor's game
 * launched from the lobby (`?frame=` a vendor page, see lib/game-launch) plays in the stage's embedded
 * frame; opened without a game, the stage leads back to the lobby.
 */
export function GameFramePage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const { pathname } = useLocation();
  const title = t(TITLES[pathname] ?? 'game_page');
  const headerless = HEADERLESS_PATHS.includes(pathname);
  const [params] = useSearchParams();
  const frame = params.get('frame');
  const framed = pathname === paths.game && isFrameUrl(frame);
  return (
    <div className="flex min-h-[calc(100vh-128px)] flex-col">
      <div className="header-surface border-b border-header-line text-on-header">
        <div className="content-width flex h-14 items-center gap-4">
          {headerless && (
            <Link to={paths.home} aria-label={t('go_home', { 0: brand })} className="shrink-0">
              <Logo name={brand} size={30} />
            </Link>
          )}
          <h1 className="text-lg font-bold">{title}</h1>
          <Link to={paths.home} className={buttonClass('header-ghost', 'sm', 'ml-auto')}>
            <HomeIcon size={16} />
            {t('back_to_lobby')}
          </Link>
        </div>
      </div>
      <div className="content-width flex flex-1 items-center py-6">
        <section
          aria-label={title}
          data-testid="game-stage"
          className="relative flex aspect-video max-h-[70vh] w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl border border-line bg-[radial-gradient(circle_at_50%_40%,#0d4a39,#03140f)] p-6 text-center text-on-header shadow-pop"
        >
          {framed ? (
            <VendorFrame src={frame} title={params.get('gameCode') ?? title} />
          ) : (
            <>
              <LogoMark size={72} className="animate-float" />
              <p className="text-lg font-bold">{t('game_stage_empty')}</p>
              <p className="max-w-md text-sm text-on-header-muted">{t('game_stage_hint')}</p>
              <Link to={paths.home} className={buttonClass('gold', 'md')}>
                <PlayIcon size={16} />
                {t('browse_games')}
              </Link>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
