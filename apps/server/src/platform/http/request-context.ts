import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@jade/contract/languages';
import type { FastifyRequest } from 'fastify';
import { FunctionNotAvailableError, UnknownMerchantError } from '../errors';
import { normaliseIp } from '../geo/geo-lookup';
import type { MerchantRow } from '../../modules/brand/repository';

/** What every call knows about its request once the context hook has run. */
export interface RequestContext {
  merchant: MerchantRow;
  language: LanguageCode;
  /** The client address (Fastify applies TRUST_PROXY to X-Forwarded-For). */
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** The `Language` header when it is a known code, else the product default (MY). */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const raw = request.headers.language;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

export function clientIp(request: FastifyRequest): string {
  return normaliseIp(request.ip ?? '');
}

/**
 * The `Merchant` header: undefined when absent. Exactly one is allowed (wire §1: a duplicate is
 * `function.not.available`); a malformed code is an unknown merchant.
 */
export function merchantHeader(request: FastifyRequest): string | undefined {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'merchant') count++;
  const value = request.headers.merchant;
  if (count > 1 || Array.isArray(value) || (typeof value === 'string' && value.includes(','))) {
    throw new FunctionNotAvailableError();
  }
  if (value === undefined) return undefined;
  const code = value.trim();
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(code)) throw new UnknownMerchantError();
  return code;
}
