import { describeBaccarat } from '@jade/contract/inhouse-engine/baccarat';
import { FISH_RTP } from '@jade/contract/inhouse-engine/fish';
import { SLOT_FIGURES, SLOT_MACHINES, type SlotGameId } from '@jade/contract/inhouse-engine/slots/index';

export interface ConfiguredRtp {
  gameCode: string;
  kind: 'slot' | 'table' | 'fish';
  min: number;
  max: number;
}

/**
 * The RTP the in-house games' maths is built for (the engines' exact figures, not a setting): a slot's
 * published figure, fish's fixed return per shot, and for baccarat the range over its bets.
 */
export function configuredRtps(): ConfiguredRtp[] {
  const baccarat = describeBaccarat().paytable.map((p) => 1 - p.houseEdge);
  return [
    ...SLOT_MACHINES.map((m) => {
      const rtp = SLOT_FIGURES[m.id as SlotGameId].rtp;
      return { gameCode: m.id, kind: 'slot' as const, min: rtp, max: rtp };
    }),
    { gameCode: 'baccarat', kind: 'table', min: Math.min(...baccarat), max: Math.max(...baccarat) },
    { gameCode: 'fish', kind: 'fish', min: FISH_RTP, max: FISH_RTP },
  ];
}
