import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { GAME_CATEGORIES, type GameCategory } from '@jade/contract/game-constants';
import { INHOUSE_VENDOR } from '@jade/contract/inhouse-games';
import { isAgentType } from '@jade/contract/account-types';
import { useGameVendors } from '../../../api/system/get-game-vendors';
import { CATEGORY_LABEL_KEYS } from '../../../lib/categories';
import { useLocaleStore } from '../../../stores/locale-store';

/** Names the reports show: categories, vendors, member types, ledger types, dates and times. */
export function useReportNames() {
  const { t } = useTranslation();
  const vendors = useGameVendors();
  const language = useLocaleStore((s) => s.language);
  return useMemo(() => {
    const vendorNames = new Map<string, string>([[INHOUSE_VENDOR, t('jade_originals')]]);
    for (const lane of vendors.data ?? [])
      for (const card of lane.cards)
        if (!vendorNames.has(card.vassalage)) vendorNames.set(card.vassalage, card.displayName);
    const locale = language === 'CN' ? 'zh-CN' : language === 'MY' ? 'my-MM' : 'en-GB';
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const dateOnly = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const timeOnly = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const isCategory = (c: string): c is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(c);
    return {
      categoryName: (c: string) => (isCategory(c) ? t(CATEGORY_LABEL_KEYS[c]) : c),
      categoryOptions: [
        { value: '', label: t('ar_all_categories') },
        ...GAME_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_LABEL_KEYS[c]) })),
      ],
      vendorName: (code: string) => vendorNames.get(code) ?? code,
      vendorOptions: [
        { value: '', label: t('ar_all_vendors') },
        ...[...vendorNames].map(([value, label]) => ({ value, label })),
      ],
      memberType: (type: number) => (isAgentType(type) ? t('ar_type_agent') : t('ar_type_player')),
      /** A ledger transfer type's label (the account record's), else the type itself. */
      transferType: (type: string) => {
        const key = `tx_${type}`;
        const text = t(key as 'tx_bet');
        return text === key ? type.replace(/_/g, ' ') : text;
      },
      dateTime: (ms: number) => dateTime.format(new Date(ms)),
      /** The day and the time apart (a narrow cell shows them on two lines). */
      dateAndTime: (ms: number) => ({
        date: dateOnly.format(new Date(ms)),
        time: timeOnly.format(new Date(ms)),
      }),
      /** A brand day `yyyy-MM-dd`, written out in the interface language. */
      day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    };
  }, [t, vendors.data, language]);
}

export type ReportNames = ReturnType<typeof useReportNames>;
