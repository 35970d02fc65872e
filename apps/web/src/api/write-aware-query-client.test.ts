import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { WriteAwareQueryClient } from './write-aware-query-client';

/** A query function whose answers the test releases one by one, each with the value of its moment. */
function controlledSource() {
  let stored = 'before the write';
  const pending: (() => void)[] = [];
  let calls = 0;
  const queryFn = () => {
    calls += 1;
    // The answer is read when the call starts, as a database reads its snapshot.
    const answer = stored;
    return new Promise<string>((resolve) => pending.push(() => resolve(answer)));
  };
  return {
    queryFn,
    write: (value: string) => (stored = value),
    releaseAll: () => pending.splice(0).forEach((release) => release()),
    calls: () => calls,
  };
}

async function settle(client: QueryClient, key: readonly unknown[], source: { releaseAll(): void }) {
  for (let i = 0; i < 5; i++) {
    source.releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return client.getQueryData(key);
}

/**
 * A list on screen starts its first fetch (no data yet); a write lands, then the invalidation. Answers
 * what the list shows once every answer has arrived, and how many times it was fetched.
 */
async function writeWhileTheListLoads(client: QueryClient, refetchType?: 'active' | 'none') {
  const source = controlledSource();
  const observer = new QueryObserver(client, { queryKey: ['links'], queryFn: source.queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  source.write('after the write');
  const invalidated = client.invalidateQueries({ queryKey: ['links'], refetchType });
  const shown = await settle(client, ['links'], source);
  await invalidated;
  unsubscribe();
  return { shown, calls: source.calls() };
}

describe('an invalidation after a write', () => {
  it('fetches a list on screen again when its first answer was still on its way', async () => {
    expect(await writeWhileTheListLoads(new WriteAwareQueryClient())).toEqual({
      shown: 'after the write',
      calls: 2,
    });
  });

  it('is what the library alone gets wrong (the refetch joins the fetch in flight)', async () => {
    expect(await writeWhileTheListLoads(new QueryClient())).toEqual({ shown: 'before the write', calls: 1 });
  });

  it('cancels nothing when the invalidation will not refetch (the list keeps its first answer, not none)', async () => {
    expect(await writeWhileTheListLoads(new WriteAwareQueryClient(), 'none')).toEqual({
      shown: 'before the write',
      calls: 1,
    });
  });

  it('leaves alone a fetch nobody shows (its caller keeps its answer) and queries the filter does not cover', async () => {
    const client = new WriteAwareQueryClient();
    const source = controlledSource();
    const fetched = client.fetchQuery({ queryKey: ['prefetched'], queryFn: source.queryFn });
    const other = new QueryObserver(client, { queryKey: ['other'], queryFn: source.queryFn });
    const unsubscribe = other.subscribe(() => undefined);
    await client.invalidateQueries({ queryKey: ['links'] });
    source.releaseAll();
    await expect(fetched).resolves.toBe('before the write');
    expect(await settle(client, ['other'], source)).toBe('before the write');
    expect(source.calls()).toBe(2);
    unsubscribe();
  });
});
