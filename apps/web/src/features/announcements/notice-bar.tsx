import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { usePlayerNotices } from '../../api/content/announcements';
import { cn } from '../../lib/cn';
import { useModalStore } from '../../stores/modal-store';
import { MegaphoneIcon } from './megaphone-icon';

/** Scroll speed of the bar: about 70 px a second whatever the titles' length. */
const PX_PER_SECOND = 70;
const AVERAGE_TITLE_PX = 360;

/**
 * The scrolling notice bar (spec §2): the titles of the player notices; choosing one opens the notice
 * dialog at that index; hovering (or focusing) pauses the scroll. Reduced motion: a still, scrollable row.
 */
export function NoticeBar({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { notices, isPending } = usePlayerNotices();
  const openNotice = (index: number) => useModalStore.getState().open('notice', { index });

  if (isPending) {
    return (
      <div className={className} aria-hidden="true">
        <div className="h-11 animate-pulse rounded-xl bg-surface-3" />
      </div>
    );
  }
  if (notices.length === 0) return null;

  const seconds = Math.max(18, Math.round((notices.length * AVERAGE_TITLE_PX) / PX_PER_SECOND));
  const track = (copy: 0 | 1) => (
    <ul
      className="notice-track flex shrink-0 items-center gap-10 pr-10"
      aria-hidden={copy === 1 ? true : undefined}
    >
      {notices.map((notice, i) => (
        <li key={notice.id} className="shrink-0">
          <button
            type="button"
            tabIndex={copy === 1 ? -1 : undefined}
            onClick={() => openNotice(i)}
            data-testid={copy === 0 ? 'notice-bar-item' : undefined}
            data-index={i}
            className="inline-flex items-center gap-2 rounded-md px-1 text-sm whitespace-nowrap text-fg transition hover:text-brand-fg"
          >
            <span aria-hidden="true" className="h-1.5 w-1.5 rotate-45 bg-gold" />
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-label={t('notice_bar')} className={cn('notice-bar', className)} data-testid="notice-bar">
      <div className="flex h-11 items-center overflow-hidden rounded-xl border border-line bg-surface shadow-card">
        <button
          type="button"
          onClick={() => openNotice(0)}
          className="flex h-full shrink-0 items-center gap-2 bg-[linear-gradient(135deg,#f0cc70,#b48412)] px-3.5 text-sm font-bold text-on-gold"
        >
          <MegaphoneIcon size={18} />
          <span className="max-sm:sr-only">{t('announcement')}</span>
        </button>
        <div
          className="notice-viewport relative min-w-0 flex-1 overflow-hidden"
          style={{ '--notice-duration': `${seconds}s` } as CSSProperties}
        >
          <div className="notice-marquee flex w-max">
            {track(0)}
            {track(1)}
          </div>
        </div>
      </div>
    </section>
  );
}
