import type { OpsChatMessage } from '@jade/contract/chat';
import { CHAT_MESSAGE_MAX } from '@jade/contract/chat-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner } from '../../../ui/form-field';
import { ChevronRightIcon } from '../../../ui/icons';
import { chatKeys, markDeskRead, olderMessages, useCannedReplies, useReply, useThread } from '../../api/chat';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsSession } from '../../lib/ops-session';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { withMessages } from './desk-cache';

/** One conversation: its messages (older pages on demand), read markers and the reply box. */
export function Thread({
  conversationId,
  canAnswer,
  onBack,
}: {
  conversationId: number;
  canAnswer: boolean;
  onBack(): void;
}) {
  const { t } = useOpsText();
  const queryClient = useQueryClient();
  const thread = useThread(conversationId);
  const role = useOpsSession((s) => s.operator?.role);
  const [older, setOlder] = useState<{ messages: OpsChatMessage[]; hasMore: boolean } | null>(null);
  const [olderLoading, setOlderLoading] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  const messages = useMemo(() => {
    if (!thread.data) return [];
    return older ? withMessages(thread.data, older.messages).messages : thread.data.messages;
  }, [thread.data, older]);
  const hasMore = older ? older.hasMore : (thread.data?.hasMore ?? false);
  const conversation = thread.data?.conversation;

  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && stick.current) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  // The desk reads a conversation by opening it: its player messages are marked read as they come.
  const newestFromPlayer = messages.reduce((n, m) => (m.sender === 'player' && m.id > n ? m.id : n), 0);
  const marked = useRef(0);
  useEffect(() => {
    if (!canAnswer || !conversation || newestFromPlayer <= marked.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || newestFromPlayer <= marked.current) return;
      marked.current = newestFromPlayer;
      void markDeskRead(conversationId, newestFromPlayer)
        .then(() => queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'list'] }))
        .catch(() => {
          marked.current = 0;
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [canAnswer, conversation, conversationId, newestFromPlayer, queryClient]);

  async function loadOlder() {
    const oldest = messages[0];
    const list = listRef.current;
    if (!oldest) return;
    const before = list ? list.scrollHeight - list.scrollTop : 0;
    stick.current = false;
    setOlderLoading(true);
    try {
      const page = await olderMessages(conversationId, oldest.id);
      setOlder((current) => ({
        messages: [...page.messages, ...(current?.messages ?? [])],
        hasMore: page.hasMore,
      }));
    } finally {
      setOlderLoading(false);
      requestAnimationFrame(() => {
        if (list) list.scrollTop = list.scrollHeight - before;
      });
    }
  }

  const seenId = conversation
    ? messages.filter((m) => m.sender !== 'player' && m.id <= conversation.playerReadUpTo).at(-1)?.id
    : undefined;

  return (
    <>
      <header className="flex items-center gap-3 border-b border-line px-4 py-3">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex h-8 w-8 items-center justify-center rounded-lg border border-line text-muted lg:hidden"
          aria-label={t('chat_back')}
        >
          <ChevronRightIcon size={16} className="rotate-180" />
        </button>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-bold" data-testid="ops-chat-thread-player">
            {conversation?.username ?? '…'}
          </h2>
          {conversation && <p className="text-xs text-muted">{conversation.merchantCode}</p>}
        </div>
      </header>
      <div
        ref={listRef}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
        className="min-h-0 flex-1 overflow-y-auto bg-bg/50 px-4 py-4"
        data-testid="ops-chat-thread"
        aria-live="polite"
        aria-relevant="additions"
      >
        {hasMore && (
          <div className="mb-3 flex justify-center">
            <Button variant="outline" size="sm" onClick={() => void loadOlder()} disabled={olderLoading}>
              {olderLoading && <Spinner />}
              {t('chat_load_earlier')}
            </Button>
          </div>
        )}
        {thread.isPending ? (
          <p className="text-sm text-muted">{t('loading')}</p>
        ) : thread.isError ? (
          <p className="text-sm text-danger">{t('load_failed', { 0: opsErrorText(t, thread.error) })}</p>
        ) : (
          <ol className="grid gap-2.5">
            {messages.map((m) => {
              const fromPlayer = m.sender === 'player';
              if (m.sender === 'system') {
                return (
                  <li
                    key={m.id}
                    className="text-center text-xs whitespace-pre-wrap text-muted"
                    data-testid="ops-chat-message"
                  >
                    {m.text}
                  </li>
                );
              }
              return (
                <li
                  key={m.id}
                  className={cn('flex flex-col', fromPlayer ? 'items-start' : 'items-end')}
                  data-testid="ops-chat-message"
                  data-sender={m.sender}
                >
                  <span className="mb-0.5 px-1 text-[11px] text-muted">
                    {fromPlayer ? t('chat_player') : (m.operatorName ?? t('chat_desk'))} · {formatTime(m.at)}
                  </span>
                  <div
                    className={cn(
                      'max-w-[78%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
                      fromPlayer
                        ? 'rounded-tl-md border border-line bg-surface text-fg'
                        : 'rounded-tr-md bg-brand text-on-brand',
                    )}
                  >
                    {m.text}
                  </div>
                  {m.id === seenId && (
                    <span className="mt-0.5 px-1 text-[11px] text-muted">{t('chat_seen_by_player')}</span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {conversation &&
        (canAnswer ? (
          <ReplyBox
            conversationId={conversationId}
            player={conversation.username}
            onSent={() => (stick.current = true)}
          />
        ) : (
          <p className="border-t border-line px-4 py-3 text-sm text-muted">
            {t('chat_read_only', { 0: role ? t(`role_${role}` as OpsTextKey) : '' })}
          </p>
        ))}
    </>
  );
}

function ReplyBox({
  conversationId,
  player,
  onSent,
}: {
  conversationId: number;
  player: string;
  onSent(): void;
}) {
  const { t } = useOpsText();
  const queryClient = useQueryClient();
  const reply = useReply();
  const canned = useCannedReplies();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const text = draft.trim();
  const tooLong = text.length > CHAT_MESSAGE_MAX;

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 160)}px`;
  }, [draft]);

  function send() {
    if (!text || tooLong || reply.isPending) return;
    setError(null);
    onSent();
    reply.mutate(
      { conversationId, text },
      {
        onSuccess: (message) => {
          setDraft('');
          queryClient.setQueryData(
            chatKeys.thread(conversationId),
            (thread: Parameters<typeof withMessages>[0] | undefined) =>
              thread ? withMessages(thread, [message]) : thread,
          );
          inputRef.current?.focus();
        },
        onError: (failure) => setError(opsErrorText(t, failure)),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      className="border-t border-line bg-surface px-4 pt-3 pb-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {error && (
        <div className="mb-2">
          <FormMessage>{error}</FormMessage>
        </div>
      )}
      <label htmlFor="ops-chat-reply" className="sr-only">
        {t('chat_reply_label', { 0: player })}
      </label>
      <textarea
        id="ops-chat-reply"
        ref={inputRef}
        rows={2}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('chat_reply_placeholder')}
        aria-describedby="ops-chat-reply-hint"
        aria-invalid={tooLong || undefined}
        className="block max-h-40 min-h-16 w-full resize-none rounded-xl border border-line-strong bg-surface-2 px-3 py-2 text-sm leading-6 text-fg outline-none placeholder:text-subtle focus:border-brand focus:ring-2 focus:ring-focus/40"
        data-testid="ops-chat-reply"
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label htmlFor="ops-chat-canned" className="sr-only">
          {t('chat_canned')}
        </label>
        <select
          id="ops-chat-canned"
          value=""
          onChange={(e) => {
            const picked = canned.data?.find((c) => String(c.id) === e.currentTarget.value);
            if (!picked) return;
            setDraft((current) => (current.trim() ? `${current.trimEnd()}\n${picked.text}` : picked.text));
            inputRef.current?.focus();
          }}
          disabled={!canned.data?.length}
          className="h-8 max-w-[60%] rounded-lg border border-line-strong bg-surface px-2 text-xs font-semibold text-fg"
          data-testid="ops-chat-canned"
        >
          <option value="">{t('chat_canned_pick')}</option>
          {canned.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
        <p
          id="ops-chat-reply-hint"
          className={cn('min-w-0 flex-1 text-[11px]', tooLong ? 'text-danger' : 'text-muted max-sm:sr-only')}
        >
          {tooLong
            ? t('chat_too_long', { 0: CHAT_MESSAGE_MAX })
            : t('chat_reply_hint', { 0: CHAT_MESSAGE_MAX })}
        </p>
        <Button
          type="submit"
          size="sm"
          disabled={!text || tooLong || reply.isPending}
          data-testid="ops-chat-send"
        >
          {reply.isPending && <Spinner />}
          {t('chat_send')}
        </Button>
      </div>
    </form>
  );
}
