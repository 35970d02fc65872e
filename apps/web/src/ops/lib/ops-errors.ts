import { isApiError } from '../../api/api-error';
import type { OpsTextKey } from '../texts/en';
import type { OpsT } from './use-ops-text';

/**
 * An error for the operator: the text of the server's code when the console has one, else the
 * server's own message (operators read English), else the code itself.
 */
export function opsErrorText(t: OpsT, error: unknown): string {
  if (!isApiError(error)) return t('error.system.error', { 0: error instanceof Error ? error.message : '' });
  const value = (error.value ?? {}) as { minutes?: number; fields?: Record<string, unknown> };
  const key = `error.${error.errorCode}` as OpsTextKey;
  if (error.errorCode === 'login.locked') return t(key, { 0: value.minutes ?? 15 });
  if (error.errorCode === 'request_param_err') return t(key, { 0: error.message });
  if (error.errorCode === 'system.error') return t(key, { 0: error.message || error.status });
  const text = t(key, { defaultValue: '' });
  return text || error.message || error.errorCode;
}
