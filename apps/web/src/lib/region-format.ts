import { languageInfo } from '@jade/contract/languages';
import { dateFormat } from './dates';
import { DEFAULT_CURRENCY_SYMBOL, formatMoney, withCurrency } from './money';
import { useLocaleStore } from '../stores/locale-store';
import { useSiteStore } from '../stores/site-store';

/** Money with the region's currency symbol on its side ("P 1,234.50"), for the reward, mission and point pages. */
export function useMoney() {
  const region = useSiteStore((s) => s.region);
  return (value: number) =>
    withCurrency(
      formatMoney(value),
      region?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
      region?.currencyPosition ?? 'F',
    );
}

/** Date-times and brand days in the interface language (ISO text if the runtime lacks the locale). */
export function useDates() {
  const language = useLocaleStore((s) => s.language);
  const tag = languageInfo(language).tag;
  return {
    dateTime(ms: number): string {
      try {
        return dateFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
      } catch {
        return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
      }
    },
    /** A calendar date (no time) in the viewer's time zone. */
    date(ms: number): string {
      try {
        return dateFormat(tag, { dateStyle: 'medium' }).format(ms);
      } catch {
        return new Date(ms).toISOString().slice(0, 10);
      }
    },
    /** A brand day, YYYY-MM-DD, shown as that calendar date whatever the viewer's time zone. */
    day(day: string): string {
      const [y, m, d] = day.split('-').map(Number);
      if (!y || !m || !d) return day;
      try {
        return dateFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
      } catch {
        return day;
      }
    },
  };
}
