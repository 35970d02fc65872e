import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useWinnerBoard } from '../../api/games/home-games';
import { formatMoney } from '../../lib/money';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { CrownIcon } from '../../ui/icons';
import { LazyImage } from '../../ui/lazy-image';

/** Spec §9: the winner board scrolls 0.5 px per frame. */
export const WINNER_SCROLL_STEP = 0.5;

/**
 * Scrolls `el` by 0.5 px a frame, wrapping at half its content (the list is drawn twice), paused while
 * hovered or focused and never with reduced motion.
 */
function useAutoScroll(el: RefObject<HTMLDivElement | null>, enabled: boolean) {
  useEffect(() => {
    const node = el.current;
    if (!node || !enabled) return;
    if (prefersReducedMotion()) return;
    let paused = false;
    let frame = 0;
    let position = node.scrollTop;
    const pause = () => (paused = true);
    const resume = () => {
      paused = false;
      position = node.scrollTop;
    };
    const tick = () => {
      if (!paused) {
        const half = node.scrollHeight / 2;
        position += WINNER_SCROLL_STEP;
        if (position >= half) position -= half;
        node.scrollTop = position;
      }
      frame = requestAnimationFrame(tick);
    };
    node.addEventListener('pointerenter', pause);
    node.addEventListener('pointerleave', resume);
    node.addEventListener('focusin', pause);
    node.addEventListener('focusout', resume);
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      node.removeEventListener('pointerenter', pause);
      node.removeEventListener('pointerleave', resume);
      node.removeEventListener('focusin', pause);
      node.removeEventListener('focusout', resume);
    };
  }, [el, enabled]);
}

/** The winner board (spec §7 GCSGAME_getRankList, 20 real wins, names masked by the server). */
export function WinnerBoard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: winners = [], isPending } = useWinnerBoard();
  const scroller = useRef<HTMLDivElement>(null);
  // Scroll only when the list overflows its box (more than five rows).
  const scrolls = winners.length > 5;
  useAutoScroll(scroller, scrolls);

  const row = (copy: 0 | 1) =>
    winners.map((w, i) => (
      <li
        key={`${copy}-${i}`}
        aria-hidden={copy === 1 ? true : undefined}
        data-testid={copy === 0 ? 'winner-row' : undefined}
        className="flex items-center gap-3 border-b border-white/8 px-4 py-2.5"
      >
        <LazyImage
          src={w.iconUrl}
          alt=""
          width={40}
          height={40}
          sizes="40px"
          className="h-10 w-10 shrink-0 rounded-lg object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-[13px] font-semibold text-on-header">{w.customerName}</span>
          <span className="block truncate text-xs text-on-header-muted">{w.gameName}</span>
        </span>
        <span className="shrink-0 text-right text-sm font-extrabold text-gold-bright tabular-nums">
          {formatMoney(w.winAmount)}
          <span className="ml-1 text-[10px] font-bold text-on-header-muted">{w.currency}</span>
        </span>
      </li>
    ));

  return (
    <section
      aria-labelledby="winner-board"
      className={`header-surface flex flex-col overflow-hidden rounded-2xl border border-header-line shadow-card ${className ?? ''}`}
      data-testid="winner-board"
    >
      <h2
        id="winner-board"
        className="flex items-center gap-2 border-b border-header-line px-4 py-3.5 text-base font-extrabold text-on-header"
      >
        <CrownIcon size={20} className="text-gold-bright" />
        {t('winner_board')}
      </h2>
      {isPending ? (
        <div className="h-[330px] animate-pulse bg-white/5" aria-hidden="true" />
      ) : winners.length === 0 ? (
        <p className="flex h-[330px] items-center justify-center px-6 text-center text-sm text-on-header-muted">
          {t('winner_board_empty')}
        </p>
      ) : (
        <div
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label={t('winner_board')}
          data-testid="winner-scroller"
          className="no-scrollbar h-[330px] overflow-y-auto"
        >
          <ul>
            {row(0)}
            {scrolls && row(1)}
          </ul>
        </div>
      )}
    </section>
  );
}
