import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { MAIN_ACCOUNT_TYPE_ID } from '@jade/contract/wallet-amounts';
import { useBalance } from '../../api/wallet/wallet';
import { currentDrawQuery } from '../../api/lottery/lottery';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/money';
import { useSessionStore } from '../../stores/session-store';
import { useBrandName } from '../../stores/site-store';
import { buttonClass } from '../../ui/button';
import { HomeIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { BettingView } from './betting-view';
import { LotteryLobby } from './lottery-lobby';

/**
 * /lottery (spec §2: the site header is hidden here): the lottery lobby, or with `gameCode` the
 * betting view of one game. Its own bar carries the back button, the title and the live balance.
 */
export function LotteryPage() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <div className="min-h-[calc(100vh-128px)]">
      <LotteryBar gameCode={gameCode} />
      {gameCode ? <BettingView key={gameCode} gameCode={gameCode} /> : <LotteryLobby />}
    </div>
  );
}

function LotteryBar({ gameCode }: { gameCode: string | null }) {
  const { t } = useTranslation();
  const brand = useBrandName();
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const balance = useBalance();
  const game = useQuery({ ...currentDrawQuery(gameCode ?? ''), enabled: Boolean(gameCode) });
  const main =
    balance.data?.balance.find((b) => b.accountTypeId === MAIN_ACCOUNT_TYPE_ID)?.availBalance ??
    balance.data?.sumBalance ??
    null;
  const title = gameCode ? (game.data?.game.gameName ?? t('con_lott')) : t('con_lott');
  return (
    <div className="header-surface sticky top-0 z-30 border-b border-header-line text-on-header">
      <div className="content-width flex min-h-14 items-center gap-3 py-2">
        <button
          type="button"
          data-testid="lottery-back"
          onClick={() => void navigate(gameCode ? paths.lottery : paths.home)}
          className={buttonClass('header-ghost', 'icon-sm')}
          aria-label={gameCode ? t('lt_all_games') : t('back_to_lobby')}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <Link to={paths.home} aria-label={t('go_home', { 0: brand })} className="shrink-0 max-sm:hidden">
          <Logo name={brand} size={28} />
        </Link>
        <h1 className="min-w-0 truncate text-lg font-bold" data-testid="lottery-title">
          {title}
        </h1>
        <div className="ml-auto flex items-center gap-2">
          {token && (
            <div
              className="flex items-center gap-2 rounded-full border border-gold/50 bg-black/30 px-3 py-1.5 text-sm"
              aria-live="polite"
            >
              <span className="text-on-header-muted max-sm:sr-only">{t('ih_balance')}</span>
              <strong data-testid="lottery-balance" className="font-mono text-gold-bright tabular-nums">
                {main == null ? '—' : formatMoney(main)}
              </strong>
            </div>
          )}
          <Link to={paths.home} className={buttonClass('header-ghost', 'sm')} aria-label={t('back_to_lobby')}>
            <HomeIcon size={16} />
            <span className="hidden sm:inline">{t('back_to_lobby')}</span>
          </Link>
        </div>
      </div>
    </div>
  );
}
