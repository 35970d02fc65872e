import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemCalls } from '@jade/contract/call-routes';
import type { LanguageCode } from '@jade/contract/languages';
import { callApi } from '../client';
import { useSessionStore } from '../../stores/session-store';
import { useLocaleStore } from '../../stores/locale-store';

/** Vendors per category (GCSGAME_gameVendor): the navigation, listing pages, home and footer use it. */
export function getGameVendors(language: LanguageCode, signal?: AbortSignal) {
  return callApi(systemCalls.gameVendors, { query: { language }, ...(signal ? { signal } : {}) });
}

export function gameVendorsQueryOptions(merchant: string, language: LanguageCode) {
  return queryOptions({
    queryKey: ['games', 'vendors', merchant, language],
    queryFn: ({ signal }) => getGameVendors(language, signal),
    staleTime: 5 * 60_000,
    select: (value) => value.data.lanes,
  });
}

export function useGameVendors() {
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  return useQuery({ ...gameVendorsQueryOptions(merchant, language), placeholderData: (prev) => prev });
}
