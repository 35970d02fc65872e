import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  type QueryKey,
  type Updater,
} from '@tanstack/react-query';

/** A query on screen whose first answer is still on its way: it has no data yet. */
function firstFetchOnScreen(query: Query): boolean {
  return (
    query.state.data === undefined && query.state.fetchStatus === 'fetching' && query.getObserversCount() > 0
  );
}

/**
 * TanStack Query answers a refetch of a query that has no data yet with the fetch already in flight,
 * instead of starting another (query-core's `Query.fetch` cancels a running fetch only when there is
 * data). After a write that is the wrong answer: a list opened just before the write keeps what it read
 * before it (an affiliate link created while its list was loading never showed up). So an invalidation
 * first cancels such fetches among the queries it covers that are on screen: they revert to pending and
 * the invalidation fetches them again, after the write. Queries with data are already fetched afresh
 * (`cancelRefetch`), queries nobody shows are left alone (a `fetchQuery` still awaits its answer), and
 * so is everything when the invalidation will not refetch what is on screen (`refetchType` 'none' or
 * 'inactive', `cancelRefetch: false`).
 */
export class WriteAwareQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    // Only when the invalidation will fetch the queries on screen again: a cancelled first fetch that
    // nothing restarts would leave its list pending for good.
    const refetchType = filters?.refetchType ?? 'active';
    const refetchesOnScreen =
      (refetchType === 'active' || refetchType === 'all') && options?.cancelRefetch !== false;
    if (refetchesOnScreen) {
      const covered = filters?.predicate;
      await this.cancelQueries({
        ...filters,
        predicate: (query) => firstFetchOnScreen(query) && (covered ? covered(query) : true),
      });
    }
    return super.invalidateQueries(filters, options);
  }
}

/**
 * Puts what a write answered in the cache at once. A read of the same query already in flight started
 * before the write and would land on top with the old value (a favourite's heart that empties again),
 * so when one is, the query is read again: the library cancels that read and starts one after the write.
 */
export function writeQueryData<T>(
  client: QueryClient,
  queryKey: QueryKey,
  updater: Updater<T | undefined, T | undefined>,
): void {
  const readInFlight = client.getQueryState(queryKey)?.fetchStatus === 'fetching';
  client.setQueryData<T>(queryKey, updater);
  if (readInFlight) void client.invalidateQueries({ queryKey, exact: true });
}
