import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * WebP copies of the generated artwork (decision P15). An SVG image costs the page's main thread a
 * document of its own to parse, style, shape and lay out; a raster image is decoded off it. The
 * server draws each picture once with sharp (libvips and librsvg) in the fonts the site itself ships,
 * converted for fontconfig into a folder of their own, so the pictures look the same on every host.
 */
export interface Rasteriser {
  /** Whether the server's fonts have a glyph for every character of the texts the picture shows. */
  canDraw(texts: readonly string[]): boolean;
  /**
   * The SVG drawn at `scale` times its own size, as WebP; null when {@link DRAWING_QUEUE} drawings
   * already wait (the caller answers the SVG this time).
   */
  webp(svg: string, scale: number): Promise<Buffer> | null;
}

/**
 * Drawings under way at once in a process. They run on libuv's thread pool, which logins' argon2 shares
 * (platform/threadpool.ts): a page of new tiles must not hold every thread.
 */
export const DRAWING_AT_ONCE = 2;
/**
 * Drawings that may wait their turn: a cold page of tiles, logos and banners fits. Past it the SVG
 * answers, so a flood of made-up names (the game and banner addresses take any text) costs no more
 * than {@link DRAWING_AT_ONCE} threads and a short queue.
 */
export const DRAWING_QUEUE = 64;

/** Runs jobs `atOnce` at a time with at most `waiting` queued; `run` refuses (null) past that. */
export class DrawingQueue {
  #running = 0;
  readonly #queue: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
  ) {}

  #done(): void {
    this.#running -= 1;
    this.#queue.shift()?.();
  }

  run<T>(job: () => Promise<T>): Promise<T> | null {
    if (this.#running >= this.atOnce && this.#queue.length >= this.waiting) return null;
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.#running += 1;
        // The place is freed before the caller hears back, so the next job starts first (a job that
        // throws at once frees it too).
        new Promise<T>((settle) => settle(job())).then(
          (value) => {
            this.#done();
            resolve(value);
          },
          (error: unknown) => {
            this.#done();
            reject(error);
          },
        );
      };
      if (this.#running < this.atOnce) start();
      else this.#queue.push(start);
    });
  }
}

/** The faces of the site (packages of @fontsource), for the scripts the demo's texts are written in. */
const FONT_FILES = [
  ['@fontsource-variable/noto-sans', 'noto-sans-latin-wght-normal.woff2'],
  ['@fontsource-variable/noto-sans', 'noto-sans-latin-ext-wght-normal.woff2'],
  ['@fontsource-variable/noto-sans', 'noto-sans-vietnamese-wght-normal.woff2'],
  ['@fontsource-variable/noto-sans', 'noto-sans-cyrillic-wght-normal.woff2'],
  ['@fontsource-variable/noto-sans', 'noto-sans-greek-wght-normal.woff2'],
  ['@fontsource/noto-sans-myanmar', 'noto-sans-myanmar-myanmar-800-normal.woff2'],
] as const;

/** WebP quality: the art is flat colour and gradients, which show no loss at this level. */
const WEBP_QUALITY = 82;

const require = createRequire(import.meta.url);

function fontPath(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);
}

/** Writes atomically: several server processes of one host may prepare the same folder at once. */
function writeOnce(file: string, data: Uint8Array | string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Characters that draw no glyph (spaces, joiners, marks of direction) need none in the fonts. */
const INVISIBLE = /[\s\u200b-\u200f\u2060\ufeff]/u;

async function openNow(cacheRoot: string): Promise<Rasteriser> {
  const { decompress } = await import('wawoff2');
  const hb = await import('harfbuzzjs');
  const woff2 = FONT_FILES.map(([pkg, file]) => ({ file, data: readFileSync(fontPath(pkg, file)) }));
  const digest = createHash('sha256');
  for (const f of woff2) digest.update(f.data);
  // One folder per set of fonts: a new font version gets a new folder and a fresh fontconfig cache.
  const dir = path.join(cacheRoot, `jade-artwork-fonts-${digest.digest('hex').slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });

  const covered = new Set<number>();
  for (const f of woff2) {
    const ttf = await decompress(f.data);
    writeOnce(path.join(dir, f.file.replace(/\.woff2$/, '.ttf')), ttf);
    for (const codePoint of new hb.Face(new hb.Blob(ttf)).collectUnicodes()) covered.add(codePoint);
  }
  const config = path.join(dir, 'fonts.conf');
  writeOnce(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${dir}</dir>\n  <cachedir>${path.join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  // Only these fonts: set before libvips starts fontconfig, so no font of the host is ever used.
  process.env.FONTCONFIG_FILE = config;
  const sharp = (await import('sharp')).default;
  // The pictures are cached by the routes; libvips' own cache would hold them a second time. One
  // libvips thread per drawing: the queue below decides how many run.
  sharp.cache(false);
  sharp.concurrency(1);
  const queue = new DrawingQueue(DRAWING_AT_ONCE, DRAWING_QUEUE);

  return {
    canDraw(texts) {
      for (const text of texts) {
        for (const char of text) {
          if (!INVISIBLE.test(char) && !covered.has(char.codePointAt(0)!)) return false;
        }
      }
      return true;
    },
    webp(svg, scale) {
      return queue.run(() =>
        sharp(Buffer.from(svg), { density: 72 * scale })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      );
    },
  };
}

let opened: Promise<Rasteriser | null> | null = null;

/**
 * The process's rasteriser, prepared on first use (about 100 ms: the fonts are converted once per
 * font version into the system's temporary folder). Null where sharp cannot load on this platform:
 * the routes then serve the SVG at the raster addresses too, and the reason is logged once.
 */
export function rasteriser(log: (message: string) => void): Promise<Rasteriser | null> {
  opened ??= openNow(os.tmpdir()).catch((error: unknown) => {
    log(`artwork: raster images unavailable, serving SVG instead (${String(error)})`);
    return null;
  });
  return opened;
}
