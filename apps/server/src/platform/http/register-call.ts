import { apiFailureSchema, successSchema } from '@jade/contract/envelope';
import type { CallDef, CallValue } from '@jade/contract/call';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FunctionNotAvailableError, IpRestrictedError, MaintenanceError } from '../errors';
import type { Authenticate } from './authenticate';
import { parseOpenedBody, type SealedBodyOpener } from './sealed-body';
import { clientIp, merchantHeader, requestLanguage, type RequestContext } from './request-context';
import type { BrandService } from '../../modules/brand/service';
import type { SettingsService } from '../../modules/settings/service';

/** The services every call's hooks need; decorated on the app as `app.platform` by buildApp. */
export interface HttpPlatform {
  brands: BrandService;
  settings: SettingsService;
  authenticate: Authenticate;
  /** Opens the sealed bodies of `encrypted` calls. */
  openSealed: SealedBodyOpener;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: HttpPlatform;
  }
}

export interface CallOptions {
  /**
   * 'open': the call answers during maintenance and to region-blocked visitors (boot and system calls,
   * so the site can show why it is closed). Default 'gated'.
   */
  access?: 'open' | 'gated';
  /** OpenAPI tag; defaults to the first path segment after /wps or /lgw. */
  tag?: string;
}

export interface CallInput<C extends CallDef> {
  query: C extends CallDef<infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
  body: C extends CallDef<z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDef> = (input: CallInput<C>) => Promise<CallValue<C>>;

function defaultTag(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts[1] === 'relay') return (parts[2] ?? 'relay').split('_')[0]!;
  return parts[1] ?? parts[0] ?? 'api';
}

/** Resolves merchant, language and IP, then applies the gates in a fixed order. */
async function prepare(app: FastifyInstance, request: FastifyRequest, call: CallDef, options: CallOptions) {
  const { brands, settings, authenticate } = app.platform;
  const code = merchantHeader(request);
  const host = request.headers.host;
  const merchant = await brands.resolveMerchant(code, host);
  request.ctx = { merchant, language: requestLanguage(request), ip: clientIp(request) };
  if (options.access !== 'open') {
    const decision = await settings.evaluate(merchant, request.ctx.ip);
    if (decision.blockedBy === 'maintenance')
      throw new MaintenanceError(decision.maintainTime, decision.endTime);
    if (decision.blockedBy === 'region') throw new IpRestrictedError();
  }
  if (!(await brands.moduleEnabled(merchant.code, call.module))) throw new FunctionNotAvailableError();
  await authenticate(request, call.auth, call.permission);
}

/**
 * Registers one call of the contract: method, path, zod validation of query and body (a bad input is
 * 400 `request_param_err` naming the field, before the handler runs), the enveloped response schema,
 * OpenAPI summary and tags, the maintenance/region gates, the module switch and the auth hook.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void {
  // The operator auth hook refuses such a call anyway; failing at start-up says why.
  if (call.auth === 'operator' && !call.permission) {
    throw new Error(`${call.method} ${call.path}: an operator call must name its permission (call.ts)`);
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      description: `Module ${call.module}; auth ${call.auth}${call.permission ? ` (${call.permission})` : ''}${call.encrypted ? '; encrypted body' : ''}.`,
      tags: [options.tag ?? defaultTag(call.path)],
      ...(call.query ? { querystring: call.query } : {}),
      // A sealed body is opened and validated in preValidation, not by the schema compiler.
      ...(call.body && !call.encrypted ? { body: call.body } : {}),
      response: { 200: successSchema(call.value), '4xx': apiFailureSchema, '5xx': apiFailureSchema },
    },
    config: { call },
    // onRequest runs before body parsing and validation: a closed site answers before reading input.
    onRequest: async (request) => prepare(app, request, call, options),
    // A sealed body is opened (key, timestamp, replay) and validated with the call's schema here.
    preValidation: async (request) => {
      if (call.encrypted) request.body = parseOpenedBody(call, await app.platform.openSealed(request, call));
    },
    handler: async (request, reply) => {
      const value = await handler({
        query: request.query,
        body: request.body,
        ctx: request.ctx,
        request,
        reply,
      } as CallInput<C>);
      return { success: true as const, value };
    },
  });
}
