import type { TFunction } from 'i18next';
import type { LotteryBetStatus, PlayType } from '@jade/contract/lottery';
import { paths } from '../config/paths';

export function lotteryHref(game: { gameCode: string; vendor: string; playType?: string | null }): string {
  const params = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vendor });
  if (game.playType) params.set('playType', game.playType);
  return `${paths.lottery}?${params.toString()}`;
}

/** "Every 1 min" or "Every 30 s". */
export function everyLabel(t: TFunction, seconds: number): string {
  return seconds % 60 === 0 ? t('lt_every_min', { 0: seconds / 60 }) : t('lt_every_sec', { 0: seconds });
}

export function playTypeLabel(t: TFunction, playType: PlayType): string {
  const keys = {
    BIG_SMALL: 'lt_play_BIG_SMALL',
    ODD_EVEN: 'lt_play_ODD_EVEN',
    DIGIT: 'lt_play_DIGIT',
    TWO_D: 'lt_play_TWO_D',
    THREE_D: 'lt_play_THREE_D',
  } as const;
  return t(keys[playType]);
}

export function ruleLabel(t: TFunction, playType: PlayType): string {
  const keys = {
    BIG_SMALL: 'lt_rule_BIG_SMALL',
    ODD_EVEN: 'lt_rule_ODD_EVEN',
    DIGIT: 'lt_rule_DIGIT',
    TWO_D: 'lt_rule_TWO_D',
    THREE_D: 'lt_rule_THREE_D',
  } as const;
  return t(keys[playType]);
}

/** A selection as the player reads it: "Big", "Digit 3 = 7", "42". */
export function selectionLabel(t: TFunction, playType: PlayType, selection: string): string {
  if (playType === 'BIG_SMALL') return selection === 'BIG' ? t('lt_sel_BIG') : t('lt_sel_SMALL');
  if (playType === 'ODD_EVEN') return selection === 'ODD' ? t('lt_sel_ODD') : t('lt_sel_EVEN');
  if (playType === 'DIGIT') {
    const [position, digit] = selection.split(':');
    return t('lt_sel_DIGIT', { 0: position, 1: digit });
  }
  return selection;
}

export function statusLabel(t: TFunction, status: LotteryBetStatus): string {
  return status === 'won'
    ? t('lt_status_won')
    : status === 'lost'
      ? t('lt_status_lost')
      : t('lt_status_pending');
}
