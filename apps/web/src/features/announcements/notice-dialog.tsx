import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Notice } from '@jade/contract/content';
import { usePlayerNotices } from '../../api/content/announcements';
import { cn } from '../../lib/cn';
import { HtmlContent } from '../../ui/html-content';
import { ChatIcon, ChevronRightIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal/modal';
import { Pagination } from '../../ui/pagination';
import { goToPage, openAt, pageCount, pageIndices, toggle, type NoticePaging } from './notice-paging';

export function formatNoticeDate(ms: number, language: string): string {
  try {
    return new Intl.DateTimeFormat(language === 'CN' ? 'zh-CN' : language.toLowerCase(), {
      dateStyle: 'medium',
    }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

/**
 * The notices' two panes (spec §2): titles, 9 per page with a paginator, and the open notice's title
 * and sanitised HTML. Choosing the open title collapses it; a new page opens its first notice; a new
 * `index` (the stored notice index) opens its page and notice. Used by the notice dialog and /noticePage.
 */
export function NoticeBrowser({
  notices,
  index,
  className,
}: {
  notices: Notice[];
  index?: number | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const total = notices.length;
  const [state, setState] = useState<NoticePaging>(() => openAt(index, total));
  // The stored index or the list changed (another bar item, a new language): follow them.
  const [prev, setPrev] = useState({ index, total });
  if (prev.index !== index || prev.total !== total) {
    setPrev({ index, total });
    setState(openAt(index, total));
  }

  const open = state.open != null ? notices[state.open] : undefined;
  const language = i18n.language.toUpperCase();

  if (total === 0) {
    return (
      <p className="py-16 text-center text-sm text-muted" data-testid="notice-empty">
        {t('no_data')}
      </p>
    );
  }

  return (
    <div
      className={cn('grid min-h-[420px] md:grid-cols-[300px_1fr] max-md:min-h-0', className)}
      data-testid="notice-browser"
      data-page={state.page}
      data-open={state.open ?? ''}
    >
      <div className="flex flex-col border-line bg-surface-2 md:border-r max-md:border-b">
        <ul className="flex-1 p-2" aria-label={t('notice_titles')}>
          {pageIndices(state.page, total).map((i) => {
            const notice = notices[i]!;
            const active = state.open === i;
            return (
              <li key={notice.id}>
                <button
                  type="button"
                  aria-expanded={active}
                  aria-controls="notice-pane"
                  data-testid="notice-title"
                  data-index={i}
                  onClick={() => setState((s) => toggle(s, i))}
                  className={cn(
                    'group flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm transition',
                    active ? 'bg-brand text-on-brand shadow-card' : 'text-fg hover:bg-surface-3',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn('h-1.5 w-1.5 shrink-0 rounded-full', active ? 'bg-gold-bright' : 'bg-gold')}
                  />
                  <span className="min-w-0 flex-1 truncate font-semibold">{notice.title}</span>
                  <ChevronRightIcon
                    size={14}
                    className={cn(
                      'shrink-0 transition rtl:rotate-180',
                      active ? 'opacity-100' : 'opacity-40',
                    )}
                  />
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={state.page}
          totalPages={pageCount(total)}
          onChange={(page) => setState(goToPage(page, total))}
          className="border-t border-line px-2 py-2.5"
          testId="notice-pager"
        />
      </div>
      <div id="notice-pane" className="min-w-0 p-6 max-sm:p-4" data-testid="notice-pane" aria-live="polite">
        {open ? (
          <article>
            <h3 className="text-lg leading-snug font-extrabold" data-testid="notice-pane-title">
              {open.title}
            </h3>
            <p className="mt-1 text-xs text-subtle">{formatNoticeDate(open.publishedAt, language)}</p>
            <div aria-hidden="true" className="gold-rule my-4 h-px opacity-60" />
            <HtmlContent
              html={open.content}
              className="text-sm leading-relaxed"
              testId="notice-pane-content"
            />
            {open.externalLink && (
              <a
                href={open.externalLink}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-fg hover:underline"
              >
                {t('read_more')}
                <ChevronRightIcon size={14} className="rtl:rotate-180" />
              </a>
            )}
          </article>
        ) : (
          <div className="flex h-full min-h-48 flex-col items-center justify-center gap-3 text-center text-muted">
            <ChatIcon size={36} className="text-gold" />
            <p className="text-sm">{t('notice_choose')}</p>
          </div>
        )}
      </div>
    </div>
  );
}

/** The notice modal (spec §2): title 'announcement'; props.index is the stored notice index. */
export function NoticeDialog({
  open,
  onOpenChange,
  index,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  index?: number;
}) {
  const { t } = useTranslation();
  const { notices, isPending } = usePlayerNotices();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('announcement')}
      width={920}
      minHeight={480}
      bodyClassName="p-0"
      testId="notice-dialog"
    >
      {isPending ? (
        <div className="h-[420px] animate-pulse bg-surface-2" aria-busy="true" />
      ) : (
        <NoticeBrowser notices={notices} index={index ?? null} />
      )}
    </Modal>
  );
}
