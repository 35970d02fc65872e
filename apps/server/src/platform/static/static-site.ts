import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes } from '../http/security-headers';
import { loadBuiltFiles, registerBuiltFiles } from './built-files';

/** Paths that never fall back to the site's index.html (the simulators' answer 404 when they are off). */
const RESERVED = ['/wps', '/lgw', '/img', '/docs', '/vendor-sim', '/gateway-sim'];

/**
 * The CSP hashes of the built index.html's inline scripts (the theme script and the first-screen
 * loader, apps/web/vite-plugins/deferred-entry.ts); none without a built site. The first-screen
 * renderer fills only markup, never a script, so the hashes hold for every page it writes.
 */
export function siteScriptHashes(webDist: string): string[] {
  const indexFile = path.join(webDist, 'index.html');
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}

/**
 * The back office's pages (apps/web/ops.html, its own entry and chunks): every navigation under this
 * prefix gets ops.html; the operator API keeps its `/ops/<capability>` paths beside it.
 */
export const CONSOLE_PREFIX = '/ops/console';

export function isReservedPath(url: string): boolean {
  return RESERVED.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

/** A browser navigation: GET, not an API or image path, and the client takes HTML. */
export function wantsSiteFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isReservedPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Below this the encoding's own overhead outweighs its gain (the compression plugin's default). */
const COMPRESS_THRESHOLD = 1024;

/**
 * The filled page, compressed for the client. Deep links (/rng, /promotions…) reach sendIndex through
 * the not-found handler, where the compression plugin does not run (it hooks routes as they are
 * added): without this they went out raw, 10 KB instead of 4 on the first request of a visit.
 */
function encodePage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  reply.header('Vary', 'Accept-Encoding');
  if (Buffer.byteLength(html) < COMPRESS_THRESHOLD) return html;
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    reply.header('Content-Encoding', 'br');
    // Quality 5: the page is filled per request, so it is compressed per request (~0.2 ms).
    return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') {
    reply.header('Content-Encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}

/** Fills index.html for one request (the first screen, modules/first-screen); null sends it as built. */
export type IndexRenderer = (template: string, request: FastifyRequest) => Promise<string | null>;

/**
 * Serves the built site (WEB_DIST) when it exists. Returns whether it does, so the not-found handler
 * knows whether a history-mode fallback to index.html is possible. index.html itself is never sent as
 * a static file: every page, `/` included, gets it through `sendIndex`, filled by `render`.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webDist: string,
  render: IndexRenderer = async () => null,
): Promise<{
  serving: boolean;
  sendIndex: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'no built site found (WEB_DIST): serving the API only');
    return { serving: false, sendIndex: async (_request, reply) => reply };
  }
  const template = readFileSync(indexFile, 'utf8');
  // index.html and ops.html are never sent as files: every page gets the first through `sendIndex`,
  // filled by `render`, and the back office's pages the second (registerConsole).
  const files = loadBuiltFiles(webDist, (relative) => /^(index|ops)\.html$/.test(relative));
  registerBuiltFiles(app, files);
  app.log.info({ files: files.size }, 'built site held in memory');
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let html = template;
    try {
      html = (await render(template, request)) ?? template;
    } catch (error) {
      // The page works without its first screen: the app draws everything itself.
      request.log.warn({ err: error }, 'first screen not rendered');
    }
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(encodePage(request, reply, html));
  };
  // The home page is HTML whatever the client says it accepts.
  app.get('/', (request, reply) => sendIndex(request, reply));
  registerConsole(app, webDist);
  return { serving: true, sendIndex };
}

/** The back office's single page at CONSOLE_PREFIX and below (history-mode routes of its router). */
function registerConsole(app: FastifyInstance, webDist: string): void {
  const consoleFile = path.join(webDist, 'ops.html');
  if (!existsSync(consoleFile)) return;
  const html = readFileSync(consoleFile, 'utf8');
  const send = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get('/ops', (_request, reply) => reply.redirect(`${CONSOLE_PREFIX}/`));
  app.get(CONSOLE_PREFIX, send);
  app.get(`${CONSOLE_PREFIX}/*`, send);
}
