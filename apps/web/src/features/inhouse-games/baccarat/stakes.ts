import type { BaccaratBet } from '@jade/contract/inhouse-engine/baccarat';
import type { GameInfoValue } from '@jade/contract/inhouse-games';

export type StakeProblem = { bet: BaccaratBet; kind: 'min' | 'step'; amount: number };

/**
 * The first bet the server would refuse for its own minimum or step (info.limits.perBet, minor units
 * here): banker stakes go in steps of 0.20 (scaled by the currency) so that 0.95:1 is paid exactly.
 */
export function stakeProblem(
  bets: Partial<Record<BaccaratBet, number>>,
  perBet: GameInfoValue['limits']['perBet'],
): StakeProblem | null {
  if (!perBet) return null;
  for (const [bet, stake] of Object.entries(bets) as [BaccaratBet, number | undefined][]) {
    const rule = perBet[bet];
    if (!stake || !rule) continue;
    const min = Math.round(rule.minBet * 100);
    const step = Math.round(rule.betStep * 100);
    if (stake < min) return { bet, kind: 'min', amount: min };
    if (step > 0 && stake % step !== 0) return { bet, kind: 'step', amount: step };
  }
  return null;
}
