import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  deleteInboxMessages,
  markAllInboxRead,
  openInboxMessage,
  useInboxPage,
  useInboxRefresh,
  useUnreadCount,
  type InboxMessage,
} from '../../api/content/messages';
import { cn } from '../../lib/cn';
import { errorText } from '../../lib/error-text';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { HtmlContent } from '../../ui/html-content';
import { CheckIcon, ChevronRightIcon, MailIcon } from '../../ui/icons';
import { Pagination } from '../../ui/pagination';

/** Dates in the site language, as the records pages show them. */
function useDateTime() {
  const language = useLocaleStore((s) => s.language);
  const locale = language === 'CN' ? 'zh-CN' : language === 'MY' ? 'my-MM' : 'en-GB';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (ms: number) => format.format(new Date(ms));
}

function EmptyInbox() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center"
      data-testid="msg-empty"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface-3 text-subtle">
        <MailIcon size={26} />
      </span>
      <p className="max-w-xs text-sm text-muted">{t('msg_empty')}</p>
    </div>
  );
}

/** The first words of a message's HTML as plain text, for the list (parsing never runs scripts). */
function excerpt(html: string, max = 140): string {
  // Tags become spaces first, so paragraphs and list items do not run into each other.
  const spaced = html.replace(/<[^>]*>/g, ' ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The member centre's messageV2 page (platform messages, INBOX3): the inbox newest first, 10 a page,
 * unread ones marked; opening one shows it (sanitised HTML) and the server marks it read, after which
 * the header badge and the list are refreshed.
 */
export function MessageCentrePage() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div data-testid="message-centre" className="grid grid-cols-1 gap-4">
      {openId === null ? (
        <Inbox page={page} onPage={setPage} onOpen={setOpenId} />
      ) : (
        <MessageView id={openId} onBack={() => setOpenId(null)} />
      )}
    </div>
  );
}

function Inbox({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage(page: number): void;
  onOpen(id: number): void;
}) {
  const { t } = useTranslation();
  const inbox = useInboxPage(page);
  const unread = useUnreadCount().data ?? inbox.data?.unread ?? 0;
  const refresh = useInboxRefresh();
  const markAll = useMutation({ mutationFn: markAllInboxRead, onSuccess: (v) => refresh(v.unread) });
  const formatTime = useDateTime();
  const list = inbox.data?.list ?? [];
  const totalPages = inbox.data?.totalPages ?? 0;

  // A page emptied by removals elsewhere: go back to the last page that has messages.
  useEffect(() => {
    if (inbox.data && page > 1 && page > inbox.data.totalPages) onPage(Math.max(1, inbox.data.totalPages));
  }, [inbox.data, page, onPage]);

  return (
    <>
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
        <span
          className={cn(
            'inline-flex h-9 w-9 items-center justify-center rounded-full',
            unread > 0 ? 'bg-hot/15 text-hot' : 'bg-brand-soft text-brand-fg',
          )}
          aria-hidden="true"
        >
          {unread > 0 ? <MailIcon size={18} /> : <CheckIcon size={18} />}
        </span>
        <p className="text-sm font-semibold" data-testid="msg-unread-summary" aria-live="polite">
          {unread > 0 ? t('msg_unread_count', { 0: unread }) : t('msg_all_read')}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="msg-mark-all"
        >
          {markAll.isPending ? <Spinner /> : <CheckIcon size={16} />}
          {t('msg_mark_all_read')}
        </Button>
      </div>
      {markAll.isError && <FormMessage>{errorText(t, markAll.error)}</FormMessage>}

      {inbox.isError ? (
        <FormMessage>{errorText(t, inbox.error)}</FormMessage>
      ) : inbox.isPending ? (
        <ul className="grid gap-2" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="h-[84px] animate-pulse rounded-2xl bg-surface-3" />
          ))}
        </ul>
      ) : list.length === 0 ? (
        <EmptyInbox />
      ) : (
        <ul
          // One column of minmax(0, 1fr): a long title truncates instead of widening the list.
          className={cn('grid grid-cols-1 gap-2 transition-opacity', inbox.isPlaceholderData && 'opacity-60')}
          aria-label={t('msg_list_label')}
          data-testid="msg-list"
        >
          {list.map((message) => (
            <li key={message.id}>
              <MessageRow message={message} time={formatTime(message.createdAt)} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onChange={onPage} testId="msg-pages" />
    </>
  );
}

function MessageRow({
  message,
  time,
  onOpen,
}: {
  message: InboxMessage;
  time: string;
  onOpen(id: number): void;
}) {
  const { t } = useTranslation();
  const unread = !message.read;
  return (
    <button
      type="button"
      onClick={() => onOpen(message.id)}
      data-testid="msg-row"
      data-read={message.read}
      className={cn(
        'group flex w-full items-start gap-3 rounded-2xl border p-4 text-left transition hover:border-brand/50 hover:shadow-card',
        unread ? 'border-brand/30 bg-surface' : 'border-line bg-surface/60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
          unread ? 'bg-brand text-on-brand' : 'bg-surface-3 text-subtle',
        )}
      >
        <MailIcon size={18} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          {unread && (
            <span className="h-2 w-2 shrink-0 rounded-full bg-hot" data-testid="msg-unread-dot">
              <span className="sr-only">{t('msg_unread')}</span>
            </span>
          )}
          <span
            className={cn('truncate text-[15px]', unread ? 'font-bold text-fg' : 'font-medium text-muted')}
            data-testid="msg-title"
          >
            {message.title}
          </span>
        </span>
        <span className="mt-1 line-clamp-2 block text-[13px] leading-snug text-muted">
          {excerpt(message.content)}
        </span>
        <span className="mt-2 flex flex-wrap items-center gap-2 text-xs text-subtle">
          <time dateTime={new Date(message.createdAt).toISOString()}>{time}</time>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 font-semibold',
              message.audience === 'member' ? 'bg-gold-soft text-gold-fg' : 'bg-surface-3 text-muted',
            )}
          >
            {message.audience === 'member' ? t('msg_personal') : t('msg_broadcast')}
          </span>
        </span>
      </span>
      <ChevronRightIcon
        size={18}
        className="mt-3 shrink-0 text-subtle transition group-hover:translate-x-0.5 group-hover:text-brand-fg rtl:rotate-180"
      />
    </button>
  );
}

function MessageView({ id, onBack }: { id: number; onBack(): void }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const language = useLocaleStore((s) => s.language);
  const formatTime = useDateTime();
  const refresh = useInboxRefresh();
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Its own key (not under the inbox's): refreshing the list must not open the message again.
  const message = useQuery({
    queryKey: ['content', 'inbox-message', token, language, id],
    queryFn: () => openInboxMessage(id),
    staleTime: Infinity,
  });
  const remove = useMutation({
    mutationFn: () => deleteInboxMessages([id]),
    onSuccess: (v) => {
      refresh(v.unread);
      onBack();
    },
  });

  // Opening marked it read on the server: the badge and the list follow.
  const opened = message.isSuccess;
  useEffect(() => {
    if (opened) refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened message
  }, [opened, id]);
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);

  return (
    <article className="grid gap-4" data-testid="msg-view">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} data-testid="msg-back">
          <ChevronRightIcon size={16} className="rotate-180 rtl:rotate-0" />
          {t('msg_back')}
        </Button>
      </div>
      {message.isError ? (
        <FormMessage>{errorText(t, message.error)}</FormMessage>
      ) : !message.data ? (
        <div
          className="h-48 animate-pulse rounded-2xl bg-surface-3"
          aria-busy="true"
          aria-label={t('loading')}
        />
      ) : (
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
          <header className="mb-4 border-b border-line pb-4">
            <h3
              ref={heading}
              tabIndex={-1}
              className="text-lg font-bold outline-none sm:text-xl"
              data-testid="msg-view-title"
            >
              {message.data.title}
            </h3>
            <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-subtle">
              <time dateTime={new Date(message.data.createdAt).toISOString()}>
                {formatTime(message.data.createdAt)}
              </time>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 font-semibold',
                  message.data.audience === 'member'
                    ? 'bg-gold-soft text-gold-fg'
                    : 'bg-surface-3 text-muted',
                )}
              >
                {message.data.audience === 'member' ? t('msg_personal') : t('msg_broadcast')}
              </span>
            </p>
          </header>
          <HtmlContent html={message.data.content} testId="msg-view-content" className="text-[15px]" />
          <footer className="mt-6 flex flex-wrap items-center justify-end gap-2 border-t border-line pt-4">
            {confirming ? (
              <>
                <p className="mr-auto text-sm text-muted" role="status">
                  {t('msg_delete_confirm')}
                </p>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                  {t('in_more_cancel')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate()}
                  data-testid="msg-delete-confirm"
                >
                  {remove.isPending && <Spinner />}
                  {t('msg_delete')}
                </Button>
              </>
            ) : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirming(true)}
                data-testid="msg-delete"
              >
                {t('msg_delete')}
              </Button>
            )}
          </footer>
          {remove.isError && (
            <div className="mt-3">
              <FormMessage>{errorText(t, remove.error)}</FormMessage>
            </div>
          )}
        </div>
      )}
    </article>
  );
}
