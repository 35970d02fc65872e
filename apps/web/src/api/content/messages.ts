import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentCalls } from '@jade/contract/call-routes';
import type { InboxMessage } from '@jade/contract/content';
import { callApi } from '../client';
import { useBadgeReport } from '../../lib/badge-counts';
import { useLocaleStore } from '../../stores/locale-store';
import { useIsLoggedIn, useSessionStore } from '../../stores/session-store';

/**
 * The message centre's calls (messageV2, INBOX3). Keys carry the session token, so another member's
 * inbox or count is never shown from the cache after a re-login.
 */
export const inboxKeys = {
  all: ['content', 'inbox'] as const,
  unread: (token: string | null) => ['content', 'inbox', 'unread', token] as const,
  page: (token: string | null, language: string, page: number) =>
    ['content', 'inbox', 'page', token, language, page] as const,
};

/** Messages per page of the message centre. */
export const INBOX_PAGE_SIZE = 10;

/** The member's unread count (CSP_unreadCount), re-read every minute and when the window regains focus. */
export function useUnreadCount() {
  const token = useSessionStore((s) => s.token);
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: inboxKeys.unread(token),
    queryFn: ({ signal }) => callApi(contentCalls.unreadCount, { signal }),
    enabled: loggedIn,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/**
 * Feeds the header badge (spec §2: unclaimed promos plus unread messages) with the unread count under
 * the name 'messages'; a visitor has none.
 */
export function useReportUnreadToBadge() {
  const loggedIn = useIsLoggedIn();
  const { data } = useUnreadCount();
  useBadgeReport('messages', loggedIn ? data : null);
}

export function useInboxPage(page: number) {
  const token = useSessionStore((s) => s.token);
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: inboxKeys.page(token, language, page),
    queryFn: ({ signal }) => callApi(contentCalls.inbox, { query: { page, size: INBOX_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Opens one message (the server marks it read) and answers it in the site language. */
export const openInboxMessage = (id: number) => callApi(contentCalls.inboxMessage, { query: { id } });

export const markAllInboxRead = () => callApi(contentCalls.markInboxRead, { body: { all: true } });

export const deleteInboxMessages = (ids: number[]) => callApi(contentCalls.deleteInbox, { body: { ids } });

/** After a read or a removal: the new count goes to the badge at once, the pages are read again. */
export function useInboxRefresh() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return (unread?: number) => {
    if (unread !== undefined) client.setQueryData(inboxKeys.unread(token), unread);
    void client.invalidateQueries({ queryKey: inboxKeys.all });
  };
}

export type { InboxMessage };
