/**
 * Fan-out of small JSON messages to every listener of a channel, in this process or, with Redis, in
 * every instance (redis-pubsub.ts). Delivery is at most once and only to listeners present when the
 * message is published: it suits live updates whose truth is in the database (a client that missed one
 * reloads), never a work queue.
 */
export interface PubSub {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Adds a listener; the function it returns removes it (idempotent). */
  subscribe(channel: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

export type Listener = (payload: unknown) => void;

/**
 * The listeners of each channel in this process. `onFirst` and `onLast` let a transport subscribe to a
 * channel upstream only while someone here listens to it.
 */
export class ListenerRegistry {
  private readonly channels = new Map<string, Set<Listener>>();

  constructor(
    private readonly hooks: {
      onFirst?: (channel: string) => Promise<void>;
      onLast?: (channel: string) => Promise<void>;
    } = {},
  ) {}

  async add(channel: string, listener: Listener): Promise<() => void> {
    let set = this.channels.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    // A function of its own per subscription, so that the same listener twice is removed twice.
    const entry: Listener = (payload) => listener(payload);
    set.add(entry);
    if (first) await this.hooks.onFirst?.(channel);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      const current = this.channels.get(channel);
      if (!current) return;
      current.delete(entry);
      if (current.size === 0) {
        this.channels.delete(channel);
        void this.hooks.onLast?.(channel).catch(() => undefined);
      }
    };
  }

  /** Calls every listener of the channel; a listener that throws does not stop the others. */
  deliver(channel: string, payload: unknown): void {
    const set = this.channels.get(channel);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(payload);
      } catch {
        // A broken listener (a closed stream) must not keep the message from the others.
      }
    }
  }

  channelCount(): number {
    return this.channels.size;
  }

  clear(): void {
    this.channels.clear();
  }
}

/** One process: publishing delivers to this process's listeners, after the current task. */
export function createMemoryPubSub(): PubSub {
  const registry = new ListenerRegistry();
  return {
    async publish(channel, payload) {
      // Through JSON like Redis, so a listener never shares (or mutates) the publisher's object.
      const copy: unknown = JSON.parse(JSON.stringify(payload ?? null));
      queueMicrotask(() => registry.deliver(channel, copy));
    },
    subscribe: (channel, listener) => registry.add(channel, listener),
    async close() {
      registry.clear();
    },
  };
}
