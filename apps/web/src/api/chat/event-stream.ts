import type { ChatStreamEvent } from '@jade/contract/chat';
import { isApiError } from '../api-error';

export type StreamStatus = 'connecting' | 'live' | 'offline';

export interface ChatStreamOptions {
  /** The stream's path (CHAT_STREAM_PATH or OPS_CHAT_STREAM_PATH). */
  path: string;
  /** A fresh single-use ticket, through the caller's authenticated call. */
  ticket(): Promise<{ ticket: string }>;
  onEvent(event: ChatStreamEvent): void;
  /** (Re)connected: the caller reloads what it may have missed meanwhile. */
  onReady(): void;
  onStatus(status: StreamStatus): void;
}

/** Waits before the n-th reconnect: 1, 2, 4… seconds up to 30, with jitter so clients spread out. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.7 + 0.6 * random()));
}

/**
 * Live chat's event stream: EventSource (it sends no headers, so each connection opens with a
 * single-use ticket from an authenticated call, never the session token in a URL), reconnected with
 * backoff after an error or a network change. A refused ticket (401/403: the session is gone) stops
 * it; the failed call has already told the app about the lost session. Returns the function that
 * closes it.
 */
export function connectChatStream(options: ChatStreamOptions): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const retry = () => {
    source?.close();
    source = null;
    if (stopped) return;
    options.onStatus('offline');
    clearTimeout(timer);
    timer = setTimeout(connect, backoffMs(attempt++));
  };

  async function connect() {
    if (stopped) return;
    options.onStatus(attempt === 0 ? 'connecting' : 'offline');
    let ticket: string;
    try {
      ticket = (await options.ticket()).ticket;
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        options.onStatus('offline');
        return;
      }
      retry();
      return;
    }
    if (stopped) return;
    const es = new EventSource(`${options.path}?ticket=${encodeURIComponent(ticket)}`);
    source = es;
    es.addEventListener('ready', () => {
      attempt = 0;
      options.onStatus('live');
      options.onReady();
    });
    const forward = (event: MessageEvent<string>) => {
      try {
        options.onEvent(JSON.parse(event.data) as ChatStreamEvent);
      } catch {
        // A malformed frame is skipped; the next reload corrects the view.
      }
    };
    es.addEventListener('message', forward);
    es.addEventListener('read', forward);
    // The session ended, or the server is closing: reconnect (a gone session stops at the ticket).
    es.addEventListener('end', retry);
    // EventSource would retry with the used ticket by itself; a new ticket is needed instead.
    es.onerror = retry;
  }

  const online = () => {
    if (source || stopped) return;
    clearTimeout(timer);
    attempt = 0;
    void connect();
  };
  window.addEventListener('online', online);
  void connect();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', online);
    source?.close();
    source = null;
  };
}
