import { useQuery } from '@tanstack/react-query';
import { contentCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

/**
 * The help centre (GET /wps/system/helpCenter): categories with their articles in the site language.
 * The language is part of the key, so changing it loads the help again (spec §2 help).
 */
export function useHelpCentre() {
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['content', 'help', merchant, language],
    queryFn: ({ signal }) =>
      callApi(contentCalls.helpCenter, { query: { lang: language, device: 'WEB' }, signal }),
    staleTime: 10 * 60_000,
  });
}
