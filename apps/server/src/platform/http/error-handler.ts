import { randomUUID } from 'node:crypto';
import type { ApiFailure } from '@jade/contract/envelope';
import { HEADERS } from '@jade/contract/headers';
import { translate } from '@jade/i18n/node';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  MethodNotAllowedError,
  NotFoundError,
  RateLimitedError,
  RequestParamError,
} from '../errors';
import { requestLanguage } from './request-context';

/** A client's own X-Request-Id is kept when it looks like an id; anything else gets a fresh UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9._:-]{8,64}$/.test(value) ? value : randomUUID();
}

interface ValidationIssue {
  instancePath?: string;
  params?: { missingProperty?: string };
}

/** The field a validation error is about: `language`, `data.items.0`, or the part (`body`) as a whole. */
export function fieldOf(error: FastifyError): string {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || issue.params?.missingProperty || error.validationContext || 'request';
}

/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: a value out of range, NUL in text, a bad
 * date or number) anywhere in the error's cause chain (query builders wrap the driver's error).
 */
export function dataExceptionCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError | null {
  if (error instanceof AppError) return error;
  if (error.validation) return new RequestParamError(fieldOf(error));
  // A backstop behind input validation: the database refused a value the client sent, so it is the
  // request that is wrong, not the server. Logged so the missing validation can be added.
  const sqlState = dataExceptionCode(error);
  if (sqlState) {
    request.log.warn({ sqlState, err: error }, 'database refused a value of the request');
    return new RequestParamError('request');
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload.too.large', 413);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': {
      // A sealed call whose body is missing or not JSON has no sealed payload at all.
      const call = (request.routeOptions.config as { call?: { encrypted?: boolean } } | undefined)?.call;
      return call?.encrypted ? new AppError('request_body_required', 400) : new RequestParamError('body');
    }
  }
  if (error.statusCode === 404) return new NotFoundError();
  if (error.statusCode === 405) return new MethodNotAllowedError();
  if (error.statusCode === 429) return new AppError('too.many.requests', 429);
  if (error.statusCode === 413) return new AppError('payload.too.large', 413);
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('request_param_err', 400);
  }
  return null;
}

/** Writes the failure envelope, with the message in the request's language. */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body: ApiFailure = {
    success: false,
    errorCode: error.errorCode,
    message: translate(requestLanguage(request), error.errorCode, error.args),
    requestId: request.id,
    ...(error.value !== undefined ? { value: error.value } : {}),
  };
  if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.status(error.status).send(body);
}

/** The one error handler: typed AppErrors keep their code and status; anything else is a logged 500. */
export function installErrorHandling(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error, request);
    if (known) {
      if (known.status >= 500) request.log.debug({ errorCode: known.errorCode }, 'request refused');
      return sendFailure(request, reply, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(request, reply, new AppError('system.error', 500));
  });
}

const API_PREFIXES = ['/wps/', '/lgw/'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p)) || url === '/wps' || url === '/lgw';
}

/** 405 when the path exists with another verb, else 404 `resource.not.found`. */
export function apiNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!;
  const allowed = METHODS.filter(
    (method) => method !== request.method && app.hasRoute({ method, url: path }),
  );
  if (allowed.length > 0) {
    reply.header('Allow', allowed.join(', '));
    return sendFailure(request, reply, new MethodNotAllowedError());
  }
  return sendFailure(request, reply, new NotFoundError());
}
