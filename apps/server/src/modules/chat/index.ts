import type { Database } from '../../platform/db/client';
import type { PubSub } from '../../platform/pubsub/pubsub';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { createChatRepository } from './repository';
import { createChatService } from './service';
import { createStreamHub, type StreamSettings } from './stream';

/** Live chat (issue 16 item 9): the service and this process's event streams. */
export function createChat(deps: {
  db: Database;
  pubsub: PubSub;
  counters: CounterStore;
  brandOf: (merchantCode: string) => Promise<number>;
  now?: (() => number) | undefined;
  log?: { warn(obj: unknown, msg: string): void };
  streams?: Partial<StreamSettings> | undefined;
}) {
  const chat = createChatService({
    repo: createChatRepository(deps.db),
    pubsub: deps.pubsub,
    counters: deps.counters,
    brandOf: deps.brandOf,
    now: deps.now,
    log: deps.log,
  });
  const streams = createStreamHub({ pubsub: deps.pubsub, settings: deps.streams });
  return { chat, streams };
}
