import type { FastifyInstance } from 'fastify';
import { RequestParamError } from '../errors';

/**
 * C0 control characters other than tab, LF and CR. None belongs in typed input, and PostgreSQL refuses
 * NUL in text outright (SQLSTATE 22021), which used to surface as a 500.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** The path of the first string (or object key) holding a control character, or null when clean. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || 'request' : null;
  // Parsed JSON is never deeper than a handful of levels in this API; deeper input is refused as a whole.
  if (value === null || typeof value !== 'object') return null;
  if (depth > 32) return path || 'request';
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return at;
    const found = findControlCharacter(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A control character in the input: 400 `request_param_err` naming the field. */
export class ControlCharacterError extends RequestParamError {
  // Read by error handlers of other shapes (the vendor API's) as a client error.
  readonly statusCode = 400;
}

/** Throws when a text value carries a control character (also used for multipart form fields). */
export function assertNoControlCharacters(value: unknown, path = ''): void {
  const found = findControlCharacter(value, path);
  if (found) throw new ControlCharacterError(found);
}

/**
 * One rule for every route: no query, path parameter or body string may hold a control character
 * other than tab, LF and CR. It runs before every handler, after bodies are parsed and sealed bodies
 * opened, so each call's own schema need not repeat it.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    assertNoControlCharacters(request.params);
    assertNoControlCharacters(request.query);
    assertNoControlCharacters(request.body);
  });
}
