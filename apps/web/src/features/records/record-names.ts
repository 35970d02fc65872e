import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { GAME_CATEGORIES } from '@jade/contract/game-constants';
import { INHOUSE_VENDOR } from '@jade/contract/inhouse-games';
import { getInhouseGames } from '../../api/records/records';
import { useGameVendors } from '../../api/system/get-game-vendors';
import { CATEGORY_LABEL_KEYS } from '../../lib/categories';

/**
 * Vendor and game-type choices, the display name of a vendor, and the in-house games' descriptions (the
 * round replay needs them). Game names come with each record.
 */
export type RecordNames = ReturnType<typeof useRecordNames>;

export function useRecordNames() {
  const { t } = useTranslation();
  const vendors = useGameVendors();
  const games = useQuery({
    queryKey: ['inhouse', 'games'],
    queryFn: getInhouseGames,
    staleTime: 30 * 60_000,
  });
  return useMemo(() => {
    const vendorNames = new Map<string, string>([[INHOUSE_VENDOR, t('jade_originals')]]);
    for (const lane of vendors.data ?? [])
      for (const card of lane.cards)
        if (!vendorNames.has(card.vassalage)) vendorNames.set(card.vassalage, card.displayName);
    return {
      vendorOptions: [
        { value: '', label: t('record_all_vendors') },
        ...[...vendorNames].map(([value, label]) => ({ value, label })),
      ],
      typeOptions: [
        { value: '', label: t('record_all_games') },
        ...GAME_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABEL_KEYS[value]) })),
      ],
      vendorName: (code: string) => vendorNames.get(code) ?? code,
      typeName: (type: string) =>
        (GAME_CATEGORIES as readonly string[]).includes(type)
          ? t(CATEGORY_LABEL_KEYS[type as (typeof GAME_CATEGORIES)[number]])
          : type,
      games: games.data?.list,
    };
  }, [t, vendors.data, games.data]);
}
