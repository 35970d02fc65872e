import type { CallQuery } from '@jade/contract/call';
import { opsSessionCalls } from '@jade/contract/call-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type AuditFilter = CallQuery<typeof opsSessionCalls.audit>;

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: [OPS_KEY, 'audit', filter],
    queryFn: ({ signal }) => opsCall(opsSessionCalls.audit, { query: filter, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
