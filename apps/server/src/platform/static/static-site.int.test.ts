import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';

let database: DatabaseHandle;
let app: FastifyInstance;
let webDist: string;
// Over the 1 KB below which a page is not worth compressing, as the built one is (~10 KB).
const INDEX = `<!doctype html><html><body><div id="root"></div><!-- ${'filler '.repeat(200)}--></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('jade '.repeat(600))});`;
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 2, 3]);

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'jade-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(webDist, 'assets', 'pre-abc123.js'), SCRIPT);
  await writeFile(path.join(webDist, 'assets', 'pre-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDist, 'assets', 'pre-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(webDist, 'assets', 'face-abc123.woff2'), FONT);
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
  database = openTestDatabase();
  app = await createTestApp(database, { config: { webDist } });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('static site', () => {
  it('serves index.html at / without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable, compressed when asked', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends the precompressed file of the build as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/pre-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one that takes neither', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/pre-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/pre-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
  });

  it('answers a revalidation with 304 when the file has not changed, and HEAD without a body', async () => {
    const first = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('User-agent: *\n');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/robots.txt', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
    const head = await app.inject({ method: 'HEAD', url: '/assets/face-abc123.woff2' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('font/woff2');
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends binary files byte for byte, never encoded or compressed again', async () => {
    const font = await app.inject({
      method: 'GET',
      url: '/assets/face-abc123.woff2',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.equals(FONT)).toBe(true);
  });

  it('never sends the page template as a file: every page gets it filled, through sendIndex', async () => {
    for (const url of ['/index.html', '/index.html.br', '/assets/pre-abc123.js.br']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
    }
    // A navigation to it gets the page, as any other path would.
    const page = await app.inject({ method: 'GET', url: '/index.html', headers: { accept: 'text/html' } });
    expect(page.body).toBe(INDEX);
  });

  it('falls back to index.html for browser navigations (history mode)', async () => {
    for (const url of ['/register', '/rng', '/promoDetail?id=3']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses the page for deep links as for the home page (the not-found path has no plugin hook)', async () => {
    for (const url of ['/', '/rng', '/promotions']) {
      const br = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length, url).toBeLessThan(INDEX.length / 4);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(INDEX);

      const gzip = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(INDEX);

      const plain = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(INDEX);
    }
  });

  it('never falls back for API, image and docs paths, nor for non-HTML requests', async () => {
    for (const url of ['/wps/missing', '/lgw/missing', '/img/missing.svg']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorCode).toBe('resource.not.found');
    }
    const script = await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    const chunk = await app.inject({
      method: 'GET',
      url: '/assets/gone-abc123.js',
      headers: { accept: '*/*' },
    });
    expect(chunk.statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/register', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });
});
