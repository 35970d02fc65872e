import { queryClient } from '../api/query-client';

/**
 * Call after any money movement on the site (a game round, a deposit…): every balance query (keys
 * under ['member', 'wallet']) is read again, the header's included.
 */
export function refreshWallet(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['member', 'wallet'] });
}
