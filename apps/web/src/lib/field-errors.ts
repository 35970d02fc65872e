import type { TFunction } from 'i18next';
import { formatPatternMessage } from '@jade/contract/register-patterns';

/**
 * A field error travels through react-hook-form as one string: the i18n key and its arguments, so the
 * text is made at render time in the current language.
 */
export function encodeFieldError(key: string, args: readonly string[] = []): string {
  return JSON.stringify([key, ...args]);
}

export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  let key = message;
  let args: string[] = [];
  try {
    const parsed = JSON.parse(message) as unknown;
    if (Array.isArray(parsed) && typeof parsed[0] === 'string') {
      key = parsed[0];
      args = parsed.slice(1).map(String);
    }
  } catch {
    // a plain key
  }
  const template = t(key as 'system.error', { interpolation: { skipOnVariables: true } });
  return formatPatternMessage(template, args);
}

/** The field message of a server `reg_pattern_invalid` failure, whose value is `{field, messageKey, args}`. */
export function ruleFailureMessage(value: unknown): string {
  const failure = value as { messageKey?: string; args?: string[] } | undefined;
  return encodeFieldError(failure?.messageKey ?? 'reg_pattern_invalid', failure?.args ?? []);
}
