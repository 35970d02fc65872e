import { useMemo } from 'react';
import { useTranslation } from './use-translation';
import type { TFunction, i18n as I18n } from 'i18next';
import type { RuleText } from '@jade/contract/inhouse-engine/rule-text';
import type { InhouseGameIdWire } from '@jade/contract/inhouse-games';
import type { MessageKey } from '@jade/i18n/format';

/** The i18n key naming a symbol (slots) or a fish type (fish): ih_sym_<game>_<id>, ih_fish_<id>. */
export function symbolKey(gameId: InhouseGameIdWire, id: string): string {
  return gameId === 'fish' ? `ih_fish_${id}` : `ih_sym_${gameId}_${id}`;
}

/**
 * Names and rule sentences of a game in the reader's language. Card ranks (A, K, 10…) have no key
 * and keep their engine name; a missing translation falls back to English (i18next fallbackLng).
 */
export function gameTexts(t: TFunction, i18n: I18n, gameId: InhouseGameIdWire) {
  const name = (id: string, fallback: string = id) => {
    const key = symbolKey(gameId, id);
    return i18n.exists(key) ? t(key as MessageKey) : fallback;
  };
  const rule = (r: RuleText) =>
    t(
      r.key as MessageKey,
      Object.fromEntries(r.args.map((a, i) => [i, typeof a === 'number' ? a : name(a.symbol)])),
    );
  return { name, rule };
}

export function useGameTexts(gameId: InhouseGameIdWire) {
  const { t, i18n } = useTranslation();
  return useMemo(() => gameTexts(t, i18n, gameId), [t, i18n, gameId]);
}
