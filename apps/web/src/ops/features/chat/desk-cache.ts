import type { ChatStreamEvent, OpsChatMessage } from '@jade/contract/chat';
import type { CallValue } from '@jade/contract/call';
import type { opsChatCalls } from '@jade/contract/call-routes';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../api/chat';

type Thread = CallValue<typeof opsChatCalls.thread>;

/** Adds messages to a thread page by id (the reply's answer and its stream event arrive both). */
export function withMessages(thread: Thread, incoming: readonly OpsChatMessage[]): Thread {
  const byId = new Map(thread.messages.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return { ...thread, messages: [...byId.values()].sort((a, b) => a.id - b.id) };
}

/**
 * Applies one event of the desk's stream to the cached queries: a message joins its open thread at
 * once; the list (order, previews, unread counts) is fetched again.
 */
export function applyDeskEvent(queryClient: QueryClient, event: ChatStreamEvent): void {
  const key = chatKeys.thread(event.conversationId);
  if (event.type === 'message') {
    const message: OpsChatMessage = { ...event.message, operatorName: event.message.operatorName ?? null };
    queryClient.setQueryData<Thread>(key, (thread) => (thread ? withMessages(thread, [message]) : thread));
  } else {
    queryClient.setQueryData<Thread>(key, (thread) =>
      thread
        ? {
            ...thread,
            conversation:
              event.side === 'player'
                ? { ...thread.conversation, playerReadUpTo: event.upTo }
                : { ...thread.conversation, unread: event.unread },
          }
        : thread,
    );
  }
  void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'list'] });
}
