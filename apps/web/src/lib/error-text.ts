import type { TFunction } from 'i18next';
import { isApiError } from '../api/api-error';
import { i18n } from './i18n';

/**
 * The text to show for a failed call: the catalogue's text of its error code in the user's language
 * (with the lock-out minutes for login.locked), else the server's own message, else a system error.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('system.error');
  const code = error.errorCode;
  if (code === 'login.locked') {
    const minutes = (error.value as { minutes?: number } | undefined)?.minutes ?? 15;
    return t('login.locked', { 0: minutes });
  }
  if (i18n.exists(code)) return t(code as 'system.error');
  return error.message || code;
}

/** The `value` of a failed call as a record (its fields are facts for the client: captcha, field…). */
export function errorValue(error: unknown): Record<string, unknown> {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return {};
  return error.value as Record<string, unknown>;
}
