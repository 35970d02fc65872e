import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { WriteAwareQueryClient, writeQueryData } from './write-aware-query-client';

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

/**
 * A query on screen is reading (its first answer, or a refetch when `withData`); a write lands and its
 * answer is put in the cache, by `put`. Answers what the query shows at once and once every answer
 * has arrived, and how many times it was fetched.
 */
async function putWhileTheQueryReads(
  put: (client: QueryClient, key: readonly unknown[], value: string) => void,
  withData: boolean,
) {
  const client = new WriteAwareQueryClient();
  const source = controlledSource();
  const observer = new QueryObserver(client, { queryKey: ['ids'], queryFn: source.queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  if (withData) {
    await settle(client, ['ids'], source);
    void observer.refetch();
  }
  source.write('after the write');
  put(client, ['ids'], 'after the write');
  const atOnce = client.getQueryData(['ids']);
  const shown = await settle(client, ['ids'], source);
  unsubscribe();
  return { atOnce, shown, calls: source.calls() };
}

describe("a write's answer put in the cache", () => {
  const plain = (client: QueryClient, key: readonly unknown[], value: string) =>
    client.setQueryData(key, value);
  const written = (client: QueryClient, key: readonly unknown[], value: string) =>
    writeQueryData<string>(client, key, () => value);

  it('shows at once and stays when the first read was on its way (the read is made again)', async () => {
    expect(await putWhileTheQueryReads(written, false)).toEqual({
      atOnce: 'after the write',
      shown: 'after the write',
      calls: 2,
    });
  });

  it('stays when a refetch was on its way', async () => {
    expect(await putWhileTheQueryReads(written, true)).toEqual({
      atOnce: 'after the write',
      shown: 'after the write',
      calls: 3,
    });
  });

  it('is what a plain setQueryData gets wrong (the read from before the write lands on top)', async () => {
    expect(await putWhileTheQueryReads(plain, false)).toMatchObject({ shown: 'before the write', calls: 1 });
    expect(await putWhileTheQueryReads(plain, true)).toMatchObject({ shown: 'before the write', calls: 2 });
  });

  it('reads nothing again when no read was on its way', async () => {
    const client = new WriteAwareQueryClient();
    const source = controlledSource();
    const observer = new QueryObserver(client, { queryKey: ['ids'], queryFn: source.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await settle(client, ['ids'], source);
    writeQueryData<string>(client, ['ids'], (old) => `${old} and the write`);
    expect(await settle(client, ['ids'], source)).toBe('before the write and the write');
    expect(source.calls()).toBe(1);
    unsubscribe();
  });
});
