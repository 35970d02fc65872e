import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { LotteryGame } from '@jade/contract/lottery';
import { lotteryMenuQuery } from '../../api/lottery/lottery';
import { callApi } from '../../api/client';
import { lotteryCalls } from '@jade/contract/call-routes';
import { errorText } from '../../lib/error-text';
import { useSessionStore } from '../../stores/session-store';
import { buttonClass } from '../../ui/button';
import { BoltIcon, PlayIcon, TicketIcon } from '../../ui/icons';
import { DrawBalls } from '../../ui/draw-balls';
import { everyLabel, lotteryHref } from '../../lib/lottery-labels';
import { formatCountdown, useCountdown } from './use-countdown';

/** /lottery without a game: every lottery game with its next draw's countdown and last result. */
export function LotteryLobby() {
  const { t } = useTranslation();
  const menu = useQuery(lotteryMenuQuery());
  const token = useSessionStore((s) => s.token);
  const recent = useQuery({
    queryKey: ['member', 'lottery', 'recent', token],
    queryFn: () => callApi(lotteryCalls.recent),
    enabled: Boolean(token),
  });
  const all = (menu.data ?? []).flatMap((m) => m.gameMenus);
  const fast = all.filter((g) => g.prizeMode === 'Elott');
  const slow = all.filter((g) => g.prizeMode !== 'Elott');

  return (
    <div className="content-width space-y-8 py-6" data-testid="lottery-lobby">
      <div>
        <h2 className="text-2xl font-extrabold">{t('lt_lobby_title')}</h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('lt_lobby_intro')}</p>
      </div>
      {menu.error && (
        <p role="alert" className="rounded-xl bg-danger-soft p-4 text-danger">
          {errorText(t, menu.error)}
        </p>
      )}
      {recent.data && recent.data.list.length > 0 && (
        <section aria-labelledby="lt-recent">
          <h3 id="lt-recent" className="mb-3 text-sm font-bold tracking-wide text-muted uppercase">
            {t('lt_recent')}
          </h3>
          <div className="flex flex-wrap gap-2">
            {recent.data.list.map((g) => (
              <Link key={g.gameCode} to={lotteryHref(g)} className={buttonClass('outline', 'sm')}>
                <TicketIcon size={14} />
                {g.gameName}
              </Link>
            ))}
          </div>
        </section>
      )}
      {menu.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-44 animate-pulse rounded-2xl bg-surface-3" />
          ))}
        </div>
      ) : (
        <>
          <GameSection id="lt-fast" title={t('lt_fast_draws')} icon={<BoltIcon size={18} />} games={fast} />
          <GameSection
            id="lt-lotto"
            title={t('lt_lotto_draws')}
            icon={<TicketIcon size={18} />}
            games={slow}
          />
        </>
      )}
    </div>
  );
}

function GameSection({
  id,
  title,
  icon,
  games,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  games: LotteryGame[];
}) {
  if (games.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-4 flex items-center gap-2 text-lg font-extrabold">
        <span className="text-gold-strong">{icon}</span>
        {title}
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((g) => (
          <li key={g.gameCode}>
            <GameCard game={g} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameCard({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  // The menu carries no server time: the lobby counts on this device's clock.
  const left = useCountdown(game.current.closesAt);
  const closed = left <= 0;
  return (
    <article
      data-testid="lottery-card"
      data-game-code={game.gameCode}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="truncate font-bold">{game.gameName}</h4>
          <p className="text-xs text-muted">
            {game.vendor} · {everyLabel(t, game.drawSeconds)}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-[11px] text-muted">{closed ? t('lt_drawing') : t('lt_closes_in')}</p>
          <p className="font-mono text-lg font-extrabold text-brand-fg tabular-nums" aria-live="off">
            {closed ? '—' : formatCountdown(left)}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 rounded-xl bg-surface-2 px-3 py-2">
        <span className="text-xs text-muted">{t('lt_last_result')}</span>
        <DrawBalls digits={game.lastResult} size="sm" />
      </div>
      <div className="mt-auto flex items-center justify-between gap-2">
        <span className="text-xs text-muted">{t('lt_draw_no', { 0: game.current.drawNo })}</span>
        <Link
          to={lotteryHref(game)}
          className={buttonClass('gold', 'sm')}
          aria-label={`${t('lt_play')} ${game.gameName}`}
        >
          <PlayIcon size={14} />
          {t('lt_play')}
        </Link>
      </div>
    </article>
  );
}
