import type { CallBody, CallDef, CallQuery, CallRoute, CallValue } from '@jade/contract/call';
import { DEVICE_WEB, GATEWAY_VERSION, HEADERS } from '@jade/contract/headers';
import { DEFAULT_LANGUAGE } from '@jade/contract/languages';
import { accountCalls } from '@jade/contract/call-routes';
import { DEFAULT_MERCHANT } from '../config/brand';
import { local, session } from '../lib/storage';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { RETRY_SEAL_REASONS, sealBody } from './sealing';
import { isSessionErrorCode, reportSessionLost } from './session-errors';

/** A call's route (call-routes.ts): what to send, with the call's types but none of its schemas. */
type AnyCall = CallRoute;

export interface CallOptions<C extends AnyCall> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  /**
   * A multipart form instead of a JSON body (the upload calls: manual deposit receipt, withdrawal
   * proof). The browser sets the multipart Content-Type with its boundary.
   */
  form?: FormData;
  signal?: AbortSignal;
}

/** Base64 of UTF-8 text (the user agent may hold non-Latin-1 characters). */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Whose calls these are: the token they carry and what a lost session does. The player site's calls
 * carry the player's session; the back office (src/ops) makes its own caller with the operator's.
 */
export interface CallerAuth {
  token(): string | null | undefined;
  /** Whether an error code means the session is gone (then `sessionLost` runs). */
  isSessionError(code: string): boolean;
  sessionLost(code: string): void;
}

const playerAuth: CallerAuth = {
  token: () => session.get('token'),
  isSessionError: isSessionErrorCode,
  sessionLost: reportSessionLost,
};

let userAgentHeader: string | null = null;

/** The user agent as the header carries it, encoded once (it does not change; every call sends it). */
function encodedUserAgent(): string {
  userAgentHeader ??= base64(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return userAgentHeader;
}

/** The request headers of wire reference §1, read fresh for every call. */
export function requestHeaders(auth: CallerAuth = playerAuth): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.merchant]: session.get('merchant') ?? local.get('merchant') ?? DEFAULT_MERCHANT,
    [HEADERS.language]: local.get('hisLang') ?? local.get('lang') ?? DEFAULT_LANGUAGE,
    [HEADERS.device]: DEVICE_WEB,
    [HEADERS.gatewayVersion]: GATEWAY_VERSION,
    [HEADERS.realUserAgent]: encodedUserAgent(),
    [HEADERS.timestamp]: String(Date.now()),
  };
  // The raw token, no 'Bearer'; guests send no Authorization at all.
  const token = auth.token();
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

/** The forgot-password e-mail call is form-encoded (wire reference §1); every other body is JSON. */
const FORM_PATHS: readonly string[] = [accountCalls.forgotPasswordEmail.path];

function formBody(body: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  return params.toString();
}

/** The sealing key, through a plain call (it is public and never sealed itself). */
const fetchSealingKey = () => callApi(accountCalls.sealingKey);

async function send(call: AnyCall, options: CallOptions<AnyCall>, refreshKey: boolean, auth: CallerAuth) {
  const headers = requestHeaders(auth);
  const init: RequestInit = { method: call.method, headers, signal: options.signal ?? null };
  if (call.method !== 'GET' && options.form) {
    init.body = options.form;
  } else if (call.method !== 'GET' && (options.body !== undefined || call.encrypted)) {
    if (call.encrypted) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      const sealed = await sealBody(fetchSealingKey, call, options.body, refreshKey);
      init.body = JSON.stringify(sealed);
    } else if (FORM_PATHS.includes(call.path)) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      init.body = formBody(options.body);
    } else {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      init.body = JSON.stringify(options.body);
    }
  }
  const url = buildUrl(call.path, options.query as Record<string, unknown> | undefined);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(CLIENT_ERROR_CODES.network, 'Network error', 0);
  }
  return { response, withToken: HEADERS.authorization in headers };
}

function sealReason(value: unknown): string | undefined {
  const reason = (value as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * Makes one call of the contract: sends the standard headers, unwraps the envelope and throws a typed
 * ApiError on failure. `encrypted` calls send the sealed body (fetching the server's key once; on an
 * unknown or rotated key it fetches the key again and retries once). A session error on a call made
 * with a token reports the lost session, so the site drops the token and says why. In development the
 * value is checked against the contract's schema, so a drift between site and server shows up at once.
 */
export const callApi = createCaller(playerAuth);

/** A `callApi` for calls made with another session (the back office's operator session). */
export function createCaller(auth: CallerAuth) {
  return <C extends AnyCall>(call: C, options: CallOptions<C> = {}) => makeCall(call, options, auth);
}

async function makeCall<C extends AnyCall>(
  call: C,
  options: CallOptions<C>,
  auth: CallerAuth,
): Promise<CallValue<C>> {
  let attempt = await send(call, options as CallOptions<AnyCall>, false, auth);
  let envelope = await readEnvelope(attempt.response);
  if (
    call.encrypted &&
    envelope.success !== true &&
    envelope.errorCode === 'request_param_err' &&
    RETRY_SEAL_REASONS.includes(sealReason(envelope.value) ?? '')
  ) {
    attempt = await send(call, options as CallOptions<AnyCall>, true, auth);
    envelope = await readEnvelope(attempt.response);
  }
  const { response, withToken } = attempt;

  // Errors come either as success:false with 200 or as a non-2xx status with the same body.
  if (!response.ok || envelope.success !== true) {
    const code = envelope.errorCode ?? 'system.error';
    if (withToken && auth.isSessionError(code)) auth.sessionLost(code);
    throw new ApiError(code, envelope.message ?? '', response.status, envelope.value);
  }

  if (import.meta.env.DEV) {
    // Development only (the build drops this branch and the schemas with it): the schema of a full
    // call, or of the contract's call with this method and path.
    const schema =
      'value' in call
        ? (call as unknown as CallDef).value
        : (await import('@jade/contract/call-index')).findCall(call.method, call.path)?.value;
    const checked = schema
      ? schema.safeParse(envelope.value)
      : { success: true as const, data: envelope.value };
    if (!checked.success) {
      console.error(`[api] ${call.method} ${call.path} answered outside the contract`, checked.error.issues);
      throw new ApiError(CLIENT_ERROR_CODES.badResponse, checked.error.message, response.status);
    }
    return checked.data as CallValue<C>;
  }
  return envelope.value as CallValue<C>;
}

async function readEnvelope(response: Response): Promise<Envelope> {
  try {
    return (await response.json()) as Envelope;
  } catch {
    throw new ApiError(
      response.ok ? CLIENT_ERROR_CODES.badResponse : 'system.error',
      response.statusText,
      response.status,
    );
  }
}
