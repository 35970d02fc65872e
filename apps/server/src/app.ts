import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { artworkRoutes } from './modules/artwork/routes';
import { createBrandRepository } from './modules/brand/repository';
import { createBrandService } from './modules/brand/service';
import { createVendorRepository } from './modules/games/repository';
import { createGamesService } from './modules/games/service';
import { createSettingsRepository } from './modules/settings/repository';
import { createSettingsService } from './modules/settings/service';
import { createSystemService } from './modules/system/service';
import { systemRoutes } from './modules/system/routes';
import type { Cache } from './platform/cache/cache';
import type { AppConfig, TrustProxy } from './platform/config';
import type { Database } from './platform/db/client';
import { createGeoipCountryLookup, type GeoLookup } from './platform/geo/geo-lookup';
import { publicOnly, type Authenticate } from './platform/http/authenticate';
import { apiNotFound, installErrorHandling, isApiPath, requestIdFrom } from './platform/http/error-handler';
import { registerStaticSite, wantsSiteFallback } from './platform/static/static-site';

export type AppSettings = Pick<
  AppConfig,
  'trustProxy' | 'logLevel' | 'webDist' | 'overrides' | 'defaultMerchant'
>;

export interface AppDeps {
  config: AppSettings;
  db: Database;
  cache: Cache;
  geo?: GeoLookup;
  /** The auth hook; the accounts work supplies one that knows sessions. */
  authenticate?: Authenticate;
  /** Fastify's logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
}

/** A hop count becomes the function proxy-addr would build; strings and booleans pass as they are. */
export function fastifyTrustProxy(value: TrustProxy) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export const BODY_LIMIT = 1024 * 1024;

export function loggerOptions(level: AppConfig['logLevel']): FastifyServerOptions['logger'] {
  // Pretty logs only for a person watching a terminal in debug mode; JSON lines everywhere else.
  const pretty = level === 'debug' && process.stdout.isTTY;
  return pretty ? { level, transport: { target: 'pino-pretty' } } : { level };
}

/** Builds the HTTP application on an already migrated database. Tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, cache } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    // Leaves room for the accounts work; the site sends no long URLs.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Jade API',
        version: '0.1.0',
        description:
          'Every answer is `{success:true,value}` or `{success:false,errorCode,message,requestId}`. Headers: Merchant, Language, Authorization, Device.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const brands = createBrandService({
    repo: createBrandRepository(db),
    cache,
    defaultMerchant: config.defaultMerchant,
  });
  const settings = createSettingsService({
    repo: createSettingsRepository(db),
    cache,
    brands,
    geo: deps.geo ?? createGeoipCountryLookup(),
    overrides: config.overrides,
  });
  const games = createGamesService({ vendors: createVendorRepository(db), cache });
  const system = createSystemService({ brands, settings });
  app.decorate('platform', { brands, settings, authenticate: deps.authenticate ?? publicOnly });

  await app.register(async (api) => systemRoutes(api, { system, brands, games }));
  await app.register(async (img) => artworkRoutes(img, { findVendor: (code) => games.findVendor(code) }));

  const site = await registerStaticSite(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return apiNotFound(app, request, reply);
    if (site.serving && wantsSiteFallback(request)) return site.sendIndex(reply);
    return apiNotFound(app, request, reply);
  });
  return app;
}
