import { RateLimitedError } from '../errors';
import type { CounterStore } from './counter-store';

/** A limit of `max` hits per fixed window of `windowMs`, counted per subject (an IP, a username…). */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  /** The error code when over the limit (default `too.many.requests`). */
  errorCode?: 'too.many.requests' | 'sms.too.many';
}

export function limitKey(limit: Limit, subject: string): string {
  return `${limit.name}:${subject}`;
}

/** Counts one hit and throws a 429 (with Retry-After) when it goes over the limit. */
export async function consume(store: CounterStore, limit: Limit, subject: string): Promise<void> {
  const state = await store.hit(limitKey(limit, subject), limit.windowMs);
  if (state.count > limit.max) {
    throw new RateLimitedError(limit.errorCode ?? 'too.many.requests', state.resetInMs);
  }
}

/** Throws when the limit is already reached, without counting (for limits counted on failure only). */
export async function check(store: CounterStore, limit: Limit, subject: string): Promise<void> {
  const state = await store.peek(limitKey(limit, subject));
  if (state.count >= limit.max)
    throw new RateLimitedError(limit.errorCode ?? 'too.many.requests', state.resetInMs);
}
