import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/api-error';
import { errorValue } from '../../../lib/error-text';
import { CATEGORY_LABEL_KEYS } from '../../../lib/categories';
import { moneyErrorText } from '../../../lib/money-errors';
import type { RebateProductType } from '@jade/contract/agent-team';

/** The product type's name in the member's language (the game category it stands for). */
export function productLabel(t: TFunction, productType: string): string {
  const key = CATEGORY_LABEL_KEYS[productType as RebateProductType];
  return key ? t(key) : productType;
}

/** A rate as the page shows it: two decimals and a percent sign. */
export const percent = (rate: number) => `${rate.toFixed(2)}%`;

/**
 * The text of a failed team call: the facts some codes carry (the product type and own rate of a
 * refused rebate, the link limit), else the money texts (balance of an insufficient transfer).
 */
export function teamErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error, 'agent.rebate.above.own')) {
    const value = errorValue(error);
    return t('agent.rebate.above.own', {
      0: productLabel(t, String(value.productType ?? '')),
      1: Number(value.own ?? 0).toFixed(2),
    });
  }
  if (isApiError(error, 'agent.link.limit')) return t('agent.link.limit', { 0: errorValue(error).max ?? 20 });
  return moneyErrorText(t, error);
}

/** "Player" or "Agent" for an account type. */
export function accountTypeLabel(t: TFunction, type: number): string {
  return type === 0 ? t('at_type_player') : t('at_type_agent');
}

/** A date and time in the member's language, or a dash. */
export function dateTime(ms: number | null, language: string): string {
  if (ms === null) return '—';
  try {
    return new Intl.DateTimeFormat(language === 'CN' ? 'zh-CN' : language.toLowerCase(), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  }
}
