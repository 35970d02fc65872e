import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that never fall back to the site's index.html. */
const RESERVED = ['/wps', '/lgw', '/img', '/docs'];

export function isReservedPath(url: string): boolean {
  return RESERVED.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

/** A browser navigation: GET, not an API or image path, and the client takes HTML. */
export function wantsSiteFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isReservedPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function cacheControlFor(filePath: string): string {
  // Vite puts content-hashed files under assets/: their name changes when their content does.
  if (filePath.split(path.sep).includes('assets')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Serves the built site (WEB_DIST) when it exists. Returns whether it does, so the not-found handler
 * knows whether a history-mode fallback to index.html is possible.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webDist: string,
): Promise<{ serving: boolean; sendIndex: (reply: FastifyReply) => FastifyReply }> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'no built site found (WEB_DIST): serving the API only');
    return { serving: false, sendIndex: (reply) => reply };
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    cacheControl: false,
    // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  return {
    serving: true,
    sendIndex: (reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
  };
}
