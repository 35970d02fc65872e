import { useQuery } from '@tanstack/react-query';
import { chatCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useIsLoggedIn, useSessionStore } from '../../stores/session-store';

/**
 * The player's live-chat calls (CBS_, module CBS3). Keys carry the session token, so another
 * member's count is never shown from the cache after a re-login.
 */
export const chatKeys = {
  unread: (token: string | null) => ['chat', 'unread', token] as const,
};

/** Customer service's messages the member has not read: the badge of the live-chat entry. */
export function useChatUnread(enabled = true) {
  const token = useSessionStore((s) => s.token);
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: chatKeys.unread(token),
    queryFn: ({ signal }) => callApi(chatCalls.unreadCount, { signal }),
    enabled: enabled && loggedIn,
    staleTime: 30_000,
    refetchInterval: 60_000,
    select: (value) => value.unread,
  });
}
