import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The built site's files, held in memory and sent from there (decision P26).
 *
 * The build never changes under a running server, and it is small (about 11 MB with the `.br` and
 * `.gz` the build writes beside each text file), so each file is read once at start. A request then
 * costs a map look-up and one write: no open, stat, read stream and close per file as a static-file
 * server does, which was about a third of the server's CPU during a page's first load (docs/
 * performance.md, "session 31"), on the same cores as the players' requests.
 */
export interface BuiltFile {
  body: Buffer;
  /** The build's precompressed copies (brotli quality 11, gzip level 9), when it wrote them. */
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  lastModified: string;
  cacheControl: string;
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

export function contentTypeOf(fileName: string): string {
  return TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlFor(filePath: string): string {
  // Vite puts content-hashed files under assets/: their name changes when their content does.
  if (filePath.split(path.sep).includes('assets')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const ENCODED = /\.(br|gz)$/;

/** Every file under `root` but the encoded copies and those `skip` names (paths relative to root). */
function listFiles(root: string, skip: (relative: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !ENCODED.test(entry.name) && !skip(path.relative(root, full))) {
        found.push(full);
      }
    }
  };
  walk(root);
  return found;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Reads the build into memory, keyed by URL path (`/assets/index-abc.js`). */
export function loadBuiltFiles(root: string, skip: (relative: string) => boolean): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  for (const full of listFiles(root, skip)) {
    const relative = path.relative(root, full);
    const body = readFileSync(full);
    files.set(`/${relative.split(path.sep).join('/')}`, {
      body,
      br: readIfPresent(`${full}.br`),
      gzip: readIfPresent(`${full}.gz`),
      type: contentTypeOf(full),
      // Weak: the same content goes out in up to three encodings.
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      lastModified: statSync(full).mtime.toUTCString(),
      cacheControl: cacheControlFor(relative),
    });
  }
  return files;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** The reply for one built file: 304 when the client holds it, else its best encoding for the client. */
export function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile): FastifyReply {
  reply
    .header('Cache-Control', file.cacheControl)
    .header('ETag', file.etag)
    .header('Last-Modified', file.lastModified);
  if (file.br || file.gzip) reply.header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  reply.type(file.type);
  const offered = [file.br && 'br', file.gzip && 'gzip'].filter((name): name is string => Boolean(name));
  const encoding = offered.length ? negotiate(request.headers['accept-encoding'] ?? '', offered) : null;
  if (encoding === 'br' && file.br) return reply.header('Content-Encoding', 'br').send(file.br);
  if (encoding === 'gzip' && file.gzip) return reply.header('Content-Encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/**
 * One GET (and HEAD) route per built file. A file with encoded copies skips the compression hook,
 * which would only find its Content-Encoding set; the small ones, which the build leaves unencoded,
 * keep it.
 */
export function registerBuiltFiles(app: FastifyInstance, files: ReadonlyMap<string, BuiltFile>): void {
  for (const [url, file] of files) {
    app.route({
      method: 'GET',
      url,
      // Files named by their content: the proxy's access log has them; ours keeps the API's requests.
      logLevel: 'warn',
      ...(file.br || file.gzip ? { compress: false } : {}),
      handler: (request, reply) => sendBuiltFile(request, reply, file),
    });
  }
}
