import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PubSub } from '../../platform/pubsub/pubsub';

export interface StreamSettings {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  keepAliveMs: number;
  /** How often a stream checks that its session still holds (a sign-out or expiry ends it). */
  sessionCheckMs: number;
}

export const DEFAULT_STREAM_SETTINGS: StreamSettings = { keepAliveMs: 25_000, sessionCheckMs: 30_000 };

/** An SSE frame: `event:` and one `data:` line (JSON never holds a raw newline). */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The open event streams of this process. Each forwards the messages of its channels as SSE frames,
 * sends keep-alive comments, ends when its session does, and cleans up (listeners, timers) on close.
 * `closeAll` ends them before the server closes, so that a graceful shutdown need not wait for them.
 */
export function createStreamHub(deps: { pubsub: PubSub; settings?: Partial<StreamSettings> }) {
  const settings = { ...DEFAULT_STREAM_SETTINGS, ...deps.settings };
  const open = new Set<() => void>();

  return {
    async open(
      request: FastifyRequest,
      reply: FastifyReply,
      stream: {
        channels: readonly string[];
        /** Turns a published payload into the frame this listener gets, or null to skip it. */
        frame: (payload: unknown) => string | null;
        alive: () => Promise<boolean>;
      },
    ): Promise<void> {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-store',
        Connection: 'keep-alive',
        // nginx and similar proxies would buffer the stream otherwise.
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      let closed = false;
      const unsubscribes: (() => void)[] = [];
      const write = (text: string) => {
        if (!closed && !res.writableEnded) res.write(text);
      };
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepAlive);
        clearInterval(sessionCheck);
        for (const unsubscribe of unsubscribes) unsubscribe();
        open.delete(close);
        if (!res.writableEnded) res.end();
      };
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), settings.keepAliveMs);
      const sessionCheck = setInterval(() => {
        stream.alive().then(
          (alive) => {
            if (!alive) {
              write(sseFrame('end', { reason: 'session' }));
              close();
            }
          },
          () => undefined,
        );
      }, settings.sessionCheckMs);
      keepAlive.unref();
      sessionCheck.unref();
      open.add(close);
      request.raw.on('close', close);
      res.on('error', close);
      try {
        for (const channel of stream.channels) {
          unsubscribes.push(
            await deps.pubsub.subscribe(channel, (payload) => {
              const text = stream.frame(payload);
              if (text) write(text);
            }),
          );
        }
      } catch (error) {
        close();
        throw error;
      }
      if (closed) {
        for (const unsubscribe of unsubscribes) unsubscribe();
        return;
      }
      // After the subscriptions: a client that reloads its history on `ready` misses nothing.
      write(sseFrame('ready', { at: Date.now() }));
    },

    /** How many streams this process holds open. */
    size: () => open.size,

    closeAll(): void {
      for (const close of [...open]) close();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
