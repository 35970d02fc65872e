import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

/**
 * The announcements (MCSFE_getListAnnouncements, types PL and PU, platform W): the player notices of
 * the notice bar and the notice dialog, and the popups. Spec §4: they reload on language change and on
 * login, so the language and the session are part of the key (members may see members-only notices and
 * the after-login popups).
 */
export function useAnnouncements() {
  const merchant = useSessionStore((s) => s.merchant);
  const token = useSessionStore((s) => s.token);
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['content', 'announcements', merchant, language, token ?? 'visitor'],
    queryFn: ({ signal }) =>
      callApi(contentCalls.announcements, {
        query: { types: 'PL,PU', platform: 'W', execution: token ? 'A' : 'B' },
        signal,
      }),
    staleTime: 5 * 60_000,
    // Keep showing the notices of the previous language or session while the new ones load.
    placeholderData: (previous) => previous,
  });
}

/** The player notices (type PL), newest first: the notice bar, the notice dialog and /noticePage. */
export function usePlayerNotices() {
  const query = useAnnouncements();
  return { ...query, notices: query.data?.player ?? [] };
}
