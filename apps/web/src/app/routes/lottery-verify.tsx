import { LotteryChecker } from '../../features/lottery/lottery-checker';

/** /lottery-verify: checks a drawn lottery draw in the browser (docs/provably-fair.md "Lottery"). */
export function Component() {
  return <LotteryChecker />;
}
