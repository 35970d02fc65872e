import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GAME_CATEGORIES } from '@jade/contract/games';
import {
  ARTWORK_WIDTHS,
  ARTWORK_WIDTH_PARAM,
  BANNER_SHAPE_KIND,
  type ArtworkKind,
} from '@jade/contract/artwork';
import { BANNER_THEMES, bannerArtSvg } from './banner-art';
import { BANNER_SHAPES, promoShapeSvg } from './promo-shapes';
import { brandLogoSvg } from './brand-logo';
import { categoryArtSvg } from './category-art';
import { gameArtSvg } from './game-art';
import { Lru } from './lru';
import { rasteriser } from './raster';
import { vendorIconSvg, vendorLogoSvg } from './vendor-art';

/** How many generated images are kept in memory, of each format (a WebP copy is 4–35 KB). */
export const ARTWORK_CACHE_SIZE = 2000;

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const VENDOR_FILE = /^([A-Za-z0-9_-]{1,40}?)(-icon)?\.(svg|webp)$/;
const CODE_FILE = /^([A-Za-z0-9_-]{1,40})\.(svg|webp)$/;
const CATEGORY_FILE = /^([A-Za-z]{1,20})\.svg$/;

/**
 * The width of each kind's drawing (the SVG's own size): a WebP copy `w` pixels wide is drawn at
 * `w / DRAWN_WIDTH` times it. The default width, the last of the kind's ladder (ARTWORK_WIDTHS), is
 * enough for the largest place the site shows it on a phone of device pixel ratio 2 (tiles about 190
 * px wide, banners the screen's width); a `w` of the ladder asks for a smaller copy (decision P29).
 */
export const DRAWN_WIDTH: Record<ArtworkKind, number> = {
  game: 300,
  banner: 1200,
  bannerIcon: 160,
  bannerButton: 480,
  bannerPopup: 600,
  vendor: 240,
  vendorIcon: 128,
};

/** The width asked by `w` if it is on the kind's ladder, the kind's default without `w`, else null. */
export function askedWidth(kind: ArtworkKind, w: unknown): number | null {
  const ladder: readonly number[] = ARTWORK_WIDTHS[kind];
  if (w === undefined) return ladder[ladder.length - 1]!;
  const n = typeof w === 'string' && /^[1-9][0-9]{1,3}$/.test(w) ? Number(w) : NaN;
  return ladder.includes(n) ? n : null;
}

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

const text = (max: number) => z.string().trim().max(max);
const upperEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(values));

const gameQuery = z.object({
  name: text(80).optional(),
  vendor: text(80).optional(),
  category: upperEnum(GAME_CATEGORIES).optional(),
  w: z.string().optional(),
});

const bannerQuery = z.object({
  title: text(80).optional(),
  subtitle: text(80).optional(),
  theme: upperEnum(BANNER_THEMES).optional(),
  shape: z.enum(BANNER_SHAPES).optional(),
  w: z.string().optional(),
});

const BAD_WIDTH = `Invalid image width: ${ARTWORK_WIDTH_PARAM} must be one of the kind's widths`;

interface Artwork {
  svg: string;
  etag: string;
}

interface Raster {
  webp: Buffer;
  etag: string;
}

const etagOf = (data: string | Buffer) =>
  `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;

const WEBP_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': SVG_HEADERS['cache-control'],
  'x-content-type-options': 'nosniff',
} as const;

type VendorLookup = (code: string) => Promise<{ code: string; displayName: string; category: string } | null>;

function fail(reply: FastifyReply, status: 400 | 404, errorCode: string, message: string): FastifyReply {
  return reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ success: false, errorCode, message });
}

const notFound = (reply: FastifyReply) => fail(reply, 404, 'resource.not.found', 'Not found');
const badRequest = (reply: FastifyReply, message = 'Invalid parameter') =>
  fail(reply, 400, 'request_param_err', message);

/** True when the request's If-None-Match names this entity tag (weak or strong) or is `*`. */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * Image routes under /img: generated SVG artwork for vendors, categories, games, banners and the
 * brand. Answers are cacheable for a day, carry a content-hash ETag (304 on a match) and a strict CSP.
 * Vendors, games and banners also answer at `.webp`: the same picture drawn once as WebP (raster.ts),
 * or the SVG itself where the server's fonts lack a character of its texts.
 */
export async function artworkRoutes(
  app: FastifyInstance,
  deps: {
    findVendor(code: string): Promise<{ code: string; displayName: string; category: string } | null>;
  },
): Promise<void> {
  const cache = new Lru<string, Artwork>(ARTWORK_CACHE_SIZE);
  const findVendor: VendorLookup = (code) => deps.findVendor(code);

  // Promises, so that the tiles of one page asking at once draw each picture once. A picture that
  // cannot be drawn (null) is answered as SVG.
  const rasters = new Lru<string, Promise<Raster | null>>(ARTWORK_CACHE_SIZE);
  const log = (message: string) => app.log.warn(message);

  const artwork = (key: string, draw: () => string): Artwork => {
    const hit = cache.get(key);
    if (hit) return hit;
    const svg = draw();
    const made = { svg, etag: etagOf(svg) };
    cache.set(key, made);
    return made;
  };

  /** The WebP copy of `art`, or null where it is the SVG that answers (see the routes' comment). */
  const raster = async (
    key: string,
    art: Artwork,
    scale: number,
    texts: readonly string[],
  ): Promise<Raster | null> => {
    const drawer = await rasteriser(log);
    if (!drawer?.canDraw(texts)) return null;
    let made = rasters.get(key);
    if (!made) {
      const drawing = drawer.webp(art.svg, scale);
      // Too many drawings waiting: the SVG answers now, and a later request draws it.
      if (!drawing) return null;
      made = drawing.then(
        (webp) => ({ webp, etag: etagOf(webp) }),
        (error: unknown) => {
          log(`artwork: ${key.replaceAll('\u0000', ' ')} not drawn as WebP (${String(error)})`);
          return null;
        },
      );
      rasters.set(key, made);
    }
    return made;
  };

  const sendSvg = (request: FastifyRequest, reply: FastifyReply, art: Artwork): FastifyReply => {
    reply.headers({ ...SVG_HEADERS, etag: art.etag });
    if (matches(request, art.etag)) return reply.code(304).send();
    return reply.code(200).send(art.svg);
  };

  /**
   * Answers `art` in the format the file name asks for (`webp`: `width` pixels wide, when the server's
   * fonts have its texts).
   */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    art: Artwork,
    asked?: { format: string; key: string; kind: ArtworkKind; width: number; texts: readonly string[] },
  ): Promise<FastifyReply> => {
    const picture =
      asked?.format === 'webp'
        ? await raster(
            `${asked.key}\u0000${asked.width}`,
            art,
            asked.width / DRAWN_WIDTH[asked.kind],
            asked.texts,
          )
        : null;
    if (!picture) return sendSvg(request, reply, art);
    reply.headers({ ...WEBP_HEADERS, etag: picture.etag });
    if (matches(request, picture.etag)) return reply.code(304).send();
    return reply.code(200).send(picture.webp);
  };

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    '/img/vendor/:file',
    async (request, reply) => {
      const m = VENDOR_FILE.exec(request.params.file);
      const code = m?.[1];
      if (!m || !code || !CODE.test(code)) return badRequest(reply, 'Invalid vendor image name');
      const icon = m[2] === '-icon';
      const kind = icon ? 'vendorIcon' : 'vendor';
      const width = askedWidth(kind, request.query[ARTWORK_WIDTH_PARAM]);
      if (width === null) return badRequest(reply, BAD_WIDTH);
      const vendor = await findVendor(code);
      if (!vendor) return notFound(reply);
      const input = { code: vendor.code, displayName: vendor.displayName, category: vendor.category };
      const key = `v${icon ? 'i' : 'l'}\u0000${input.code}\u0000${input.displayName}\u0000${input.category}`;
      const art = artwork(key, () => (icon ? vendorIconSvg(input) : vendorLogoSvg(input)));
      const texts = [input.code, input.displayName];
      return send(request, reply, art, { format: m[3]!, key, kind, width, texts });
    },
  );

  app.get<{ Params: { file: string } }>('/img/category/:file', async (request, reply) => {
    const m = CATEGORY_FILE.exec(request.params.file);
    if (!m?.[1]) return badRequest(reply, 'Invalid category image name');
    const category = m[1].toUpperCase();
    if (!(GAME_CATEGORIES as readonly string[]).includes(category)) return notFound(reply);
    return sendSvg(
      request,
      reply,
      artwork(`c\u0000${category}`, () => categoryArtSvg(category)),
    );
  });

  app.get<{ Params: { file: string } }>('/img/game/:file', async (request, reply) => {
    const file = CODE_FILE.exec(request.params.file);
    const code = file?.[1];
    if (!file || !code) return badRequest(reply, 'Invalid game image name');
    const q = gameQuery.safeParse(request.query ?? {});
    if (!q.success) return badRequest(reply, 'Invalid game image query');
    const width = askedWidth('game', q.data.w);
    if (width === null) return badRequest(reply, BAD_WIDTH);
    const input = {
      code,
      gameName: q.data.name || code,
      vendorName: q.data.vendor ?? '',
      category: q.data.category ?? 'RNG',
    };
    const key = `g\u0000${code}\u0000${input.gameName}\u0000${input.vendorName}\u0000${input.category}`;
    const texts = [input.gameName, input.vendorName];
    return send(
      request,
      reply,
      artwork(key, () => gameArtSvg(input)),
      {
        format: file[2]!,
        key,
        kind: 'game',
        width,
        texts,
      },
    );
  });

  app.get<{ Params: { file: string } }>('/img/banner/:file', async (request, reply) => {
    const file = CODE_FILE.exec(request.params.file);
    const key = file?.[1];
    if (!file || !key) return badRequest(reply, 'Invalid banner image name');
    const q = bannerQuery.safeParse(request.query ?? {});
    if (!q.success) return badRequest(reply, 'Invalid banner image query');
    const input = { key, title: q.data.title ?? '', subtitle: q.data.subtitle ?? '', theme: q.data.theme };
    const shape = q.data.shape;
    const kind = shape ? BANNER_SHAPE_KIND[shape] : 'banner';
    if (!kind) return badRequest(reply, 'Invalid banner image query');
    const width = askedWidth(kind, q.data.w);
    if (width === null) return badRequest(reply, BAD_WIDTH);
    const cacheKey = `b\u0000${key}\u0000${input.title}\u0000${input.subtitle}\u0000${input.theme ?? ''}\u0000${shape ?? ''}`;
    const art = artwork(cacheKey, () => (shape ? promoShapeSvg(input, shape) : bannerArtSvg(input)));
    const texts = [input.title, input.subtitle];
    return send(request, reply, art, { format: file[2]!, key: cacheKey, kind, width, texts });
  });

  app.get('/img/brand/logo.svg', async (request, reply) =>
    sendSvg(
      request,
      reply,
      artwork('brand', () => brandLogoSvg()),
    ),
  );
}
