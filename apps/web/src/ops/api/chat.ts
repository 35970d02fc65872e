import type { CallBody } from '@jade/contract/call';
import { opsChatCalls } from '@jade/contract/call-routes';
import { OPS_CHAT_STREAM_PATH } from '@jade/contract/chat-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectChatStream, type ChatStreamOptions } from '../../api/chat/event-stream';
import { OPS_KEY, opsCall } from './ops-client';

export type CannedInput = CallBody<typeof opsChatCalls.saveCannedReply>;

export const chatKeys = {
  all: [OPS_KEY, 'chat'] as const,
  conversations: (unreadOnly: boolean, pageNo: number) =>
    [OPS_KEY, 'chat', 'list', unreadOnly, pageNo] as const,
  thread: (id: number) => [OPS_KEY, 'chat', 'thread', id] as const,
  canned: [OPS_KEY, 'chat', 'canned'] as const,
};

export function useConversations(unreadOnly: boolean, pageNo: number) {
  return useQuery({
    queryKey: chatKeys.conversations(unreadOnly, pageNo),
    queryFn: ({ signal }) =>
      opsCall(opsChatCalls.conversations, {
        query: { pageNo, pageSize: 30, ...(unreadOnly ? { unreadOnly: 'true' as const } : {}) },
        signal,
      }),
  });
}

/** The newest page of one conversation (older pages are fetched on demand by the thread). */
export function useThread(conversationId: number | null) {
  return useQuery({
    queryKey: chatKeys.thread(conversationId ?? 0),
    queryFn: ({ signal }) =>
      opsCall(opsChatCalls.thread, { query: { conversationId: conversationId! }, signal }),
    enabled: conversationId !== null,
  });
}

export function olderMessages(conversationId: number, before: number) {
  return opsCall(opsChatCalls.thread, { query: { conversationId, before } });
}

export function useReply() {
  return useMutation({
    mutationFn: (body: { conversationId: number; text: string }) => opsCall(opsChatCalls.reply, { body }),
  });
}

export function markDeskRead(conversationId: number, upTo: number) {
  return opsCall(opsChatCalls.markRead, { body: { conversationId, upTo } });
}

export function useCannedReplies() {
  return useQuery({
    queryKey: chatKeys.canned,
    queryFn: ({ signal }) => opsCall(opsChatCalls.cannedReplies, { signal }),
    staleTime: 60_000,
  });
}

export function useSaveCanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CannedInput) => opsCall(opsChatCalls.saveCannedReply, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned }),
  });
}

export function useDeleteCanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => opsCall(opsChatCalls.deleteCannedReply, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned }),
  });
}

/**
 * The desk's event stream (every conversation of the brand). Its ticket call is the only call it
 * makes; a stream by itself does not keep the operator's session alive (docs/decisions.md C-chat-1).
 */
export function connectDeskStream(handlers: Omit<ChatStreamOptions, 'path' | 'ticket'>) {
  return connectChatStream({
    path: OPS_CHAT_STREAM_PATH,
    ticket: () => opsCall(opsChatCalls.streamTicket),
    ...handlers,
  });
}
