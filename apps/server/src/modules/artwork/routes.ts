import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GAME_CATEGORIES } from '@jade/contract/games';
import { BANNER_THEMES, bannerArtSvg } from './banner-art';
import { BANNER_SHAPES, promoShapeSvg } from './promo-shapes';
import { brandLogoSvg } from './brand-logo';
import { categoryArtSvg } from './category-art';
import { gameArtSvg } from './game-art';
import { Lru } from './lru';
import { vendorIconSvg, vendorLogoSvg } from './vendor-art';

/** How many generated images are kept in memory. */
export const ARTWORK_CACHE_SIZE = 2000;

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const VENDOR_FILE = /^([A-Za-z0-9_-]{1,40}?)(-icon)?\.svg$/;
const CODE_FILE = /^([A-Za-z0-9_-]{1,40})\.svg$/;
const CATEGORY_FILE = /^([A-Za-z]{1,20})\.svg$/;

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
});

const bannerQuery = z.object({
  title: text(80).optional(),
  subtitle: text(80).optional(),
  theme: upperEnum(BANNER_THEMES).optional(),
  shape: z.enum(BANNER_SHAPES).optional(),
});

interface Artwork {
  svg: string;
  etag: string;
}

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
 */
export async function artworkRoutes(
  app: FastifyInstance,
  deps: {
    findVendor(code: string): Promise<{ code: string; displayName: string; category: string } | null>;
  },
): Promise<void> {
  const cache = new Lru<string, Artwork>(ARTWORK_CACHE_SIZE);
  const findVendor: VendorLookup = (code) => deps.findVendor(code);

  const artwork = (key: string, draw: () => string): Artwork => {
    const hit = cache.get(key);
    if (hit) return hit;
    const svg = draw();
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    const made = { svg, etag };
    cache.set(key, made);
    return made;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, art: Artwork): FastifyReply => {
    reply.headers({ ...SVG_HEADERS, etag: art.etag });
    if (matches(request, art.etag)) return reply.code(304).send();
    return reply.code(200).send(art.svg);
  };

  app.get<{ Params: { file: string } }>('/img/vendor/:file', async (request, reply) => {
    const m = VENDOR_FILE.exec(request.params.file);
    const code = m?.[1];
    if (!m || !code || !CODE.test(code)) return badRequest(reply, 'Invalid vendor image name');
    const vendor = await findVendor(code);
    if (!vendor) return notFound(reply);
    const input = { code: vendor.code, displayName: vendor.displayName, category: vendor.category };
    const icon = m[2] === '-icon';
    const key = `v${icon ? 'i' : 'l'}\u0000${input.code}\u0000${input.displayName}\u0000${input.category}`;
    return send(
      request,
      reply,
      artwork(key, () => (icon ? vendorIconSvg(input) : vendorLogoSvg(input))),
    );
  });

  app.get<{ Params: { file: string } }>('/img/category/:file', async (request, reply) => {
    const m = CATEGORY_FILE.exec(request.params.file);
    if (!m?.[1]) return badRequest(reply, 'Invalid category image name');
    const category = m[1].toUpperCase();
    if (!(GAME_CATEGORIES as readonly string[]).includes(category)) return notFound(reply);
    return send(
      request,
      reply,
      artwork(`c\u0000${category}`, () => categoryArtSvg(category)),
    );
  });

  app.get<{ Params: { file: string } }>('/img/game/:file', async (request, reply) => {
    const code = CODE_FILE.exec(request.params.file)?.[1];
    if (!code) return badRequest(reply, 'Invalid game image name');
    const q = gameQuery.safeParse(request.query ?? {});
    if (!q.success) return badRequest(reply, 'Invalid game image query');
    const input = {
      code,
      gameName: q.data.name || code,
      vendorName: q.data.vendor ?? '',
      category: q.data.category ?? 'RNG',
    };
    const key = `g\u0000${code}\u0000${input.gameName}\u0000${input.vendorName}\u0000${input.category}`;
    return send(
      request,
      reply,
      artwork(key, () => gameArtSvg(input)),
    );
  });

  app.get<{ Params: { file: string } }>('/img/banner/:file', async (request, reply) => {
    const key = CODE_FILE.exec(request.params.file)?.[1];
    if (!key) return badRequest(reply, 'Invalid banner image name');
    const q = bannerQuery.safeParse(request.query ?? {});
    if (!q.success) return badRequest(reply, 'Invalid banner image query');
    const input = { key, title: q.data.title ?? '', subtitle: q.data.subtitle ?? '', theme: q.data.theme };
    const shape = q.data.shape;
    const cacheKey = `b\u0000${key}\u0000${input.title}\u0000${input.subtitle}\u0000${input.theme ?? ''}\u0000${shape ?? ''}`;
    return send(
      request,
      reply,
      artwork(cacheKey, () => (shape ? promoShapeSvg(input, shape) : bannerArtSvg(input))),
    );
  });

  app.get('/img/brand/logo.svg', async (request, reply) =>
    send(
      request,
      reply,
      artwork('brand', () => brandLogoSvg()),
    ),
  );
}
