import type { z } from 'zod';
import type { CallBody, CallDef, CallQuery, CallValue } from '@jade/contract/call';
import { DEVICE_WEB, GATEWAY_VERSION, HEADERS } from '@jade/contract/headers';
import { DEFAULT_LANGUAGE } from '@jade/contract/languages';
import { DEFAULT_MERCHANT } from '../config/brand';
import { local, session } from '../lib/storage';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

type AnyCall = CallDef<z.ZodType, z.ZodType, z.ZodType>;

export interface CallOptions<C extends AnyCall> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
}

/** Base64 of UTF-8 text (the user agent may hold non-Latin-1 characters). */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The request headers of wire reference §1, read fresh for every call. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.merchant]: session.get('merchant') ?? local.get('merchant') ?? DEFAULT_MERCHANT,
    [HEADERS.language]: local.get('hisLang') ?? local.get('lang') ?? DEFAULT_LANGUAGE,
    [HEADERS.device]: DEVICE_WEB,
    [HEADERS.gatewayVersion]: GATEWAY_VERSION,
    [HEADERS.realUserAgent]: base64(typeof navigator === 'undefined' ? '' : navigator.userAgent),
    [HEADERS.timestamp]: String(Date.now()),
  };
  // The raw token, no 'Bearer'; guests send no Authorization at all.
  const token = session.get('token');
  if (token) headers[HEADERS.authorization] = token;
  return headers;
}

export function buildUrl(path: string, query?: Record<string, unknown>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

interface Envelope {
  success?: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

/**
 * Makes one call of the contract: sends the standard headers, unwraps the envelope and throws a typed
 * ApiError on failure. In development the value is checked against the contract's schema, so a drift
 * between site and server shows up at once.
 */
export async function callApi<C extends AnyCall>(
  call: C,
  options: CallOptions<C> = {},
): Promise<CallValue<C>> {
  const headers = requestHeaders();
  const init: RequestInit = { method: call.method, headers, signal: options.signal ?? null };
  if (options.body !== undefined && call.method !== 'GET') {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    init.body = JSON.stringify(options.body);
  }
  const url = buildUrl(call.path, options.query as Record<string, unknown> | undefined);

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(CLIENT_ERROR_CODES.network, 'Network error', 0);
  }

  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ApiError(
      response.ok ? CLIENT_ERROR_CODES.badResponse : 'system.error',
      response.statusText,
      response.status,
    );
  }

  // Errors come either as success:false with 200 or as a non-2xx status with the same body.
  if (!response.ok || envelope.success !== true) {
    throw new ApiError(
      envelope.errorCode ?? 'system.error',
      envelope.message ?? '',
      response.status,
      envelope.value,
    );
  }

  if (import.meta.env.DEV) {
    const checked = call.value.safeParse(envelope.value);
    if (!checked.success) {
      console.error(`[api] ${call.method} ${call.path} answered outside the contract`, checked.error.issues);
      throw new ApiError(CLIENT_ERROR_CODES.badResponse, checked.error.message, response.status);
    }
    return checked.data as CallValue<C>;
  }
  return envelope.value as CallValue<C>;
}
