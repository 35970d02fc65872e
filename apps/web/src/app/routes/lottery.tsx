import { LotteryPage } from '../../features/lottery/lottery-page';

/** /lottery: the lottery lobby and betting view (spec §2 "Lottery page, header only"). */
export function Component() {
  return <LotteryPage />;
}
