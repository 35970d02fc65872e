import type { OpsConversation } from '@jade/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { StreamStatus } from '../../../api/chat/event-stream';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { ChatIcon } from '../../../ui/icons';
import { chatKeys, connectDeskStream, useConversations } from '../../api/chat';
import { timeParts } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { PageTitle } from '../../ui/page-title';
import { CannedRepliesDialog } from './canned-dialog';
import { applyDeskEvent } from './desk-cache';
import { Thread } from './thread';

function StreamBadge({ status }: { status: StreamStatus }) {
  const { t } = useOpsText();
  return (
    <span
      role="status"
      data-testid="ops-chat-status"
      data-status={status}
      className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-2.5 py-1 text-xs font-semibold text-muted"
    >
      <span
        aria-hidden="true"
        className={cn(
          'h-2 w-2 rounded-full',
          status === 'live'
            ? 'bg-success'
            : status === 'connecting'
              ? 'animate-pulse bg-warning'
              : 'bg-danger',
        )}
      />
      {t(status === 'live' ? 'chat_live' : status === 'connecting' ? 'chat_connecting' : 'chat_offline')}
    </span>
  );
}

function ConversationItem({
  conversation,
  selected,
  onSelect,
}: {
  conversation: OpsConversation;
  selected: boolean;
  onSelect(): void;
}) {
  const { t } = useOpsText();
  const last = conversation.lastMessage;
  const when = last ? timeParts(last.at) : null;
  const today = last && new Date(last.at).toDateString() === new Date().toDateString();
  return (
    <li className="min-w-0">
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected || undefined}
        data-testid="ops-chat-conversation"
        data-player={conversation.username}
        className={cn(
          'flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left transition',
          selected ? 'bg-brand-soft ring-1 ring-brand/40' : 'hover:bg-surface-2',
        )}
      >
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-surface-3 text-sm font-bold text-fg uppercase"
        >
          {conversation.username.slice(0, 1)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cn('truncate text-sm', conversation.unread > 0 ? 'font-extrabold' : 'font-semibold')}
            >
              {conversation.username}
            </span>
            {when && (
              <span className="shrink-0 text-[11px] text-muted">
                {today ? when.time.slice(0, 5) : when.day}
              </span>
            )}
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-xs', conversation.unread > 0 ? 'text-fg' : 'text-muted')}>
              {last ? `${last.sender === 'player' ? '' : t('chat_from_desk')}${last.text}` : '—'}
            </span>
            {conversation.unread > 0 && (
              <span
                className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-danger px-1.5 text-[11px] font-bold text-white"
                aria-label={t('chat_unread_count', { 0: conversation.unread })}
                data-testid="ops-chat-unread"
              >
                {conversation.unread > 99 ? '99+' : conversation.unread}
              </span>
            )}
          </span>
          <span className="mt-0.5 block text-[11px] text-muted">{conversation.merchantCode}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * The desk's live chat (issue 16 item 9): the brand's conversations, newest first with unread counts,
 * one thread with the reply box, live through the desk's event stream.
 */
export function ChatPage() {
  const { t } = useOpsText();
  const queryClient = useQueryClient();
  const canAnswer = useCan('chat');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [cannedOpen, setCannedOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const select = (id: number) => {
    setSelected(id);
    // On a phone the thread replaces the list: bring the whole panel into view.
    if (window.matchMedia('(max-width: 1023px)').matches) panel.current?.scrollIntoView({ block: 'start' });
  };
  const list = useConversations(unreadOnly, pageNo);

  useEffect(
    () =>
      connectDeskStream({
        onStatus: setStatus,
        // (Re)connected: everything may have moved meanwhile.
        onReady: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
        onEvent: (event) => applyDeskEvent(queryClient, event),
      }),
    [queryClient],
  );

  const conversations = list.data?.list ?? [];
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.totalCount / list.data.pageSize)) : 1;

  return (
    <>
      <PageTitle
        title={t('chat_title')}
        lead={t('chat_lead')}
        actions={
          <>
            <StreamBadge status={status} />
            {canAnswer && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setCannedOpen(true)}
                data-testid="ops-canned-open"
              >
                {t('canned_title')}
              </Button>
            )}
          </>
        }
      />
      <div
        ref={panel}
        className="grid h-[calc(100dvh-190px)] min-h-[520px] overflow-hidden rounded-2xl border border-line bg-surface shadow-sm lg:grid-cols-[320px_minmax(0,1fr)] max-lg:h-[calc(100dvh-72px)]"
      >
        <section
          aria-label={t('chat_conversations')}
          className={cn(
            'flex min-h-0 flex-col border-line lg:border-r',
            selected !== null && 'max-lg:hidden',
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
            <h2 className="text-sm font-bold">
              {t('chat_conversations')}
              {list.data && list.data.totalUnread > 0 && (
                <span
                  className="ml-2 rounded-full bg-danger px-2 py-0.5 text-[11px] font-bold text-white"
                  data-testid="ops-chat-total-unread"
                >
                  {t('chat_total_unread', { 0: list.data.totalUnread })}
                </span>
              )}
            </h2>
            <label className="flex cursor-pointer items-center gap-1.5 text-xs font-semibold text-muted">
              <input
                type="checkbox"
                checked={unreadOnly}
                onChange={(e) => {
                  setUnreadOnly(e.currentTarget.checked);
                  setPageNo(1);
                }}
                className="accent-[var(--color-brand)]"
              />
              {t('chat_unread_only')}
            </label>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-2">
            {list.isPending ? (
              <p className="p-4 text-sm text-muted">{t('loading')}</p>
            ) : list.isError ? (
              <p className="p-4 text-sm text-danger">
                {t('load_failed', { 0: opsErrorText(t, list.error) })}
              </p>
            ) : conversations.length === 0 ? (
              <p className="p-4 text-sm text-muted">{t(unreadOnly ? 'chat_none_unread' : 'chat_none')}</p>
            ) : (
              <ul className="grid gap-1" data-testid="ops-chat-conversations">
                {conversations.map((c) => (
                  <ConversationItem
                    key={c.id}
                    conversation={c}
                    selected={c.id === selected}
                    onSelect={() => select(c.id)}
                  />
                ))}
              </ul>
            )}
          </div>
          {totalPages > 1 && (
            <div className="flex items-center justify-between border-t border-line px-3 py-2 text-xs">
              <Button
                variant="ghost"
                size="sm"
                disabled={pageNo <= 1}
                onClick={() => setPageNo((p) => p - 1)}
              >
                {t('previous_page')}
              </Button>
              <span className="text-muted">{t('page_n', { 0: pageNo })}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={pageNo >= totalPages}
                onClick={() => setPageNo((p) => p + 1)}
              >
                {t('next_page')}
              </Button>
            </div>
          )}
        </section>
        <section className={cn('flex min-h-0 flex-col', selected === null && 'max-lg:hidden')}>
          {selected === null ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-sm text-muted">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
                <ChatIcon size={26} />
              </span>
              {t('chat_pick')}
            </div>
          ) : (
            <Thread
              key={selected}
              conversationId={selected}
              canAnswer={canAnswer}
              onBack={() => setSelected(null)}
            />
          )}
        </section>
      </div>
      {cannedOpen && <CannedRepliesDialog onClose={() => setCannedOpen(false)} />}
    </>
  );
}
