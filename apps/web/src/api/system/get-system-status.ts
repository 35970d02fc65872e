import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useSessionStore } from '../../stores/session-store';

/** The permission call, first at boot; the current host goes in the query (spec §7). */
export function getSystemStatus(host: string, signal?: AbortSignal) {
  return callApi(systemCalls.status, { query: { host }, ...(signal ? { signal } : {}) });
}

export function systemStatusQueryOptions(merchant: string, host: string) {
  return queryOptions({
    queryKey: ['system', 'status', merchant, host],
    queryFn: ({ signal }) => getSystemStatus(host, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSystemStatus() {
  const merchant = useSessionStore((s) => s.merchant);
  return useQuery(systemStatusQueryOptions(merchant, window.location.host));
}
