import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { chatCalls } from '@jade/contract/call-routes';
import type { ChatMessage } from '@jade/contract/chat';
import { CHAT_MESSAGE_MAX, CHAT_STREAM_PATH } from '@jade/contract/chat-constants';
import { languageInfo } from '@jade/contract/languages';
import { chatKeys } from '../../api/chat/chat';
import { connectChatStream, type StreamStatus } from '../../api/chat/event-stream';
import { callApi } from '../../api/client';
import { cn } from '../../lib/cn';
import { dateFormat } from '../../lib/dates';
import { errorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';
import { HeadsetIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal/modal';
import { mergeMessages, newestFromDesk, sameGroup, type ThreadMessage } from './conversation';

const SendIcon = ({ size = 18 }: { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M21 3 10.5 13.5M21 3l-6.5 18-4-7.5L3 9.5 21 3Z" />
  </svg>
);

function useTimeText() {
  const language = useLocaleStore((s) => s.language);
  return useCallback(
    (ms: number) => {
      const tag = languageInfo(language).tag;
      const sameDay = new Date(ms).toDateString() === new Date().toDateString();
      try {
        return dateFormat(
          tag,
          sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
        ).format(ms);
      } catch {
        return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
      }
    },
    [language],
  );
}

/** The conversation: history (paged), live updates from the stream, sending and read markers. */
function useConversation(open: boolean) {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  // The newest page; older pages, stream events and the player's own sends gather in `extra`.
  const latest = useQuery({
    queryKey: ['chat', 'history', token],
    queryFn: ({ signal }) => callApi(chatCalls.history, { query: {}, signal }),
    enabled: open && !!token,
    staleTime: 0,
    gcTime: 0,
  });
  const [extra, setExtra] = useState<ThreadMessage[]>([]);
  const [earlier, setEarlier] = useState<{ hasMore: boolean } | null>(null);
  const [streamSeen, setStreamSeen] = useState(0);
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const lastMarked = useRef(0);
  const messages = useMemo(() => mergeMessages(extra, latest.data?.messages ?? []), [extra, latest.data]);
  const { refetch } = latest;

  useEffect(() => {
    if (!open || !token) return;
    return connectChatStream({
      path: CHAT_STREAM_PATH,
      ticket: () => callApi(chatCalls.streamTicket),
      onStatus: setStatus,
      // After a reconnect, whatever arrived meanwhile comes with the newest page.
      onReady: () => void refetch(),
      onEvent: (event) => {
        if (event.type === 'message') setExtra((current) => mergeMessages(current, [event.message]));
        else if (event.side === 'operator') setStreamSeen((seen) => Math.max(seen, event.upTo));
      },
    });
  }, [open, token, refetch]);

  const loadEarlier = useCallback(async () => {
    const oldest = messages.find((m) => !m.localId);
    if (!oldest) return;
    const page = await callApi(chatCalls.history, { query: { before: oldest.id } });
    setExtra((current) => mergeMessages(current, page.messages));
    setEarlier({ hasMore: page.hasMore });
  }, [messages]);

  // While the dialog is open and the page visible, customer service's messages are read as they come.
  const newest = newestFromDesk(messages);
  useEffect(() => {
    if (!open || newest <= lastMarked.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || newest <= lastMarked.current) return;
      lastMarked.current = newest;
      void callApi(chatCalls.markRead, { body: { upTo: newest } })
        .then(({ unread }) => queryClient.setQueryData(chatKeys.unread(token), { unread }))
        .catch(() => {
          lastMarked.current = 0;
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [open, newest, queryClient, token]);

  const send = useCallback(async (text: string, retryOf?: string) => {
    const localId = retryOf ?? `local-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const local: ThreadMessage = {
      id: 0,
      conversationId: 0,
      sender: 'player',
      text,
      at: Date.now(),
      localId,
      state: 'sending',
    };
    setExtra((current) => [...current.filter((m) => m.localId !== localId), local]);
    try {
      const stored: ChatMessage = await callApi(chatCalls.send, { body: { text } });
      setExtra((current) =>
        mergeMessages(
          current.filter((m) => m.localId !== localId),
          [stored],
        ),
      );
      return null;
    } catch (error) {
      setExtra((current) =>
        current.map((m) => (m.localId === localId ? { ...m, state: 'failed' as const } : m)),
      );
      return error;
    }
  }, []);

  return {
    messages,
    hasMore: earlier ? earlier.hasMore : (latest.data?.hasMore ?? false),
    loading: latest.isPending,
    loadError: latest.error,
    seenUpTo: Math.max(streamSeen, latest.data?.operatorReadUpTo ?? 0),
    status,
    reload: () => void refetch(),
    loadEarlier,
    send,
  };
}

function StatusDot({ status }: { status: StreamStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-muted"
      role="status"
      data-testid="chat-status"
      data-status={status}
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
      {t(
        status === 'live'
          ? 'chat_status_live'
          : status === 'connecting'
            ? 'chat_status_connecting'
            : 'chat_status_offline',
      )}
    </span>
  );
}

/**
 * The 'chat' modal (spec §2 "chat room"; issue 16 item 9): the member's conversation with customer
 * service, live. Texts are rendered as text nodes only (`whitespace-pre-wrap` keeps line breaks).
 */
export function ChatDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const timeText = useTimeText();
  const chat = useConversation(open);
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const stickToBottom = useRef(true);
  const [earlierLoading, setEarlierLoading] = useState(false);

  // Follow new messages when the reader is at the bottom; keep the place when reading older ones.
  const count = chat.messages.length;
  const lastKey = chat.messages.at(-1)?.localId ?? chat.messages.at(-1)?.id;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && stickToBottom.current) list.scrollTop = list.scrollHeight;
  }, [count, lastKey]);

  // Grow the composer with its text, up to five lines.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 132)}px`;
  }, [draft]);

  const trimmed = draft.trim();
  const tooLong = trimmed.length > CHAT_MESSAGE_MAX;

  async function submit() {
    if (!trimmed || tooLong) return;
    setDraft('');
    setSendError(null);
    stickToBottom.current = true;
    const error = await chat.send(trimmed);
    if (error) setSendError(errorText(t, error));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; never while an input method composes a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  async function loadEarlier() {
    const list = listRef.current;
    const before = list ? list.scrollHeight - list.scrollTop : 0;
    setEarlierLoading(true);
    stickToBottom.current = false;
    try {
      await chat.loadEarlier();
    } finally {
      setEarlierLoading(false);
      requestAnimationFrame(() => {
        if (list) list.scrollTop = list.scrollHeight - before;
      });
    }
  }

  const ownSeen = chat.messages
    .filter((m) => !m.localId && m.sender === 'player' && m.id <= chat.seenUpTo)
    .at(-1)?.id;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('chat_title')}
      width={460}
      minHeight={0}
      bodyClassName="flex min-h-0 flex-col"
      className="h-[min(680px,calc(100dvh-24px))]"
      testId="chat-dialog"
    >
      <div className="flex shrink-0 items-center gap-3 border-b border-line px-4 py-2.5">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
          <HeadsetIcon size={18} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{t('chat_agent')}</p>
          <p className="truncate text-xs text-muted">{t('chat_lead')}</p>
        </div>
        <StatusDot status={chat.status} />
      </div>

      <div
        ref={listRef}
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
        className="min-h-0 flex-1 overflow-y-auto bg-bg/60 px-3 py-4"
        data-testid="chat-messages"
        aria-live="polite"
        aria-relevant="additions"
      >
        {chat.hasMore && (
          <div className="mb-3 flex justify-center">
            <button
              type="button"
              onClick={() => void loadEarlier()}
              disabled={earlierLoading}
              className="rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold text-muted transition hover:border-brand hover:text-brand-fg disabled:opacity-60"
            >
              {t('chat_load_earlier')}
            </button>
          </div>
        )}
        {chat.loading ? (
          <p className="py-10 text-center text-sm text-muted">{t('loading')}</p>
        ) : chat.loadError && count === 0 ? (
          <div className="py-10 text-center text-sm">
            <p className="text-danger">{errorText(t, chat.loadError)}</p>
            <button
              type="button"
              onClick={chat.reload}
              className="mt-2 font-semibold text-brand-fg underline"
            >
              {t('chat_retry')}
            </button>
          </div>
        ) : count === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="chat-empty">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
              <HeadsetIcon size={26} />
            </span>
            <p className="text-sm text-muted">{t('chat_empty')}</p>
          </div>
        ) : (
          <ol className="grid gap-1">
            {chat.messages.map((m, i) => {
              const prev = chat.messages[i - 1];
              const next = chat.messages[i + 1];
              const key = m.localId ?? m.id;
              if (m.sender === 'system') {
                return (
                  <li
                    key={key}
                    className="my-2 text-center text-xs text-muted"
                    data-testid="chat-message"
                    data-sender="system"
                  >
                    <span className="whitespace-pre-wrap">{m.text}</span>
                  </li>
                );
              }
              const own = m.sender === 'player';
              const groupEnd = !sameGroup(m, next) || !!m.localId !== !!next?.localId;
              return (
                <li
                  key={key}
                  className={cn(
                    'flex flex-col',
                    own ? 'items-end' : 'items-start',
                    !sameGroup(prev, m) && 'mt-2',
                  )}
                  data-testid="chat-message"
                  data-sender={m.sender}
                >
                  <div
                    className={cn(
                      'max-w-[82%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap shadow-sm',
                      own
                        ? 'rounded-br-md bg-brand text-on-brand'
                        : 'rounded-bl-md border border-line bg-surface text-fg',
                      m.state === 'sending' && 'opacity-70',
                      m.state === 'failed' && 'border border-danger bg-danger-soft text-fg',
                    )}
                  >
                    <span className="sr-only">{own ? t('chat_you') : t('chat_agent')}: </span>
                    {m.text}
                  </div>
                  {m.state === 'failed' ? (
                    <button
                      type="button"
                      onClick={() => void chat.send(m.text, m.localId)}
                      className="mt-1 text-xs font-semibold text-danger underline"
                    >
                      {t('chat_failed')}
                    </button>
                  ) : groupEnd || m.state === 'sending' ? (
                    <span className="mt-1 px-1 text-[11px] text-muted">
                      {m.state === 'sending' ? t('chat_sending') : timeText(m.at)}
                      {own && m.id === ownSeen && ` · ${t('chat_seen')}`}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </div>

      <form
        className="shrink-0 border-t border-line bg-surface px-3 pt-2.5 pb-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {sendError && (
          <p className="mb-2 text-xs text-danger" role="alert">
            {sendError}
          </p>
        )}
        <div className="flex items-end gap-2">
          <label htmlFor="chat-input" className="sr-only">
            {t('chat_placeholder')}
          </label>
          <textarea
            id="chat-input"
            ref={inputRef}
            rows={1}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat_placeholder')}
            aria-describedby="chat-hint"
            aria-invalid={tooLong || undefined}
            maxLength={CHAT_MESSAGE_MAX + 200}
            className="max-h-[132px] min-h-10 flex-1 resize-none rounded-xl border border-line-strong bg-surface-2 px-3 py-2 text-sm leading-6 text-fg outline-none placeholder:text-subtle focus:border-brand focus:ring-2 focus:ring-focus/40"
            data-testid="chat-input"
          />
          <button
            type="submit"
            disabled={!trimmed || tooLong}
            aria-label={t('chat_send')}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand text-on-brand transition hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50"
            data-testid="chat-send"
          >
            <SendIcon />
          </button>
        </div>
        <p id="chat-hint" className={cn('mt-1.5 px-1 text-[11px]', tooLong ? 'text-danger' : 'text-muted')}>
          {tooLong ? t('chat_too_long', { 0: CHAT_MESSAGE_MAX }) : t('chat_hint')}
        </p>
      </form>
    </Modal>
  );
}
