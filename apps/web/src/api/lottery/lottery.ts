import { queryOptions } from '@tanstack/react-query';
import type { CallBody } from '@jade/contract/call';
import type { CurrentDrawValue, LotteryBet } from '@jade/contract/lottery';
import { lotteryCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';

/**
 * The lottery calls (docs/api.md "Lottery"). The member's bets sit under 'member' so a logout drops
 * them; the public menus and draws do not.
 */
export const lotteryKeys = {
  menu: ['lottery', 'menu'] as const,
  current: (gameCode: string) => ['lottery', 'current', gameCode] as const,
  results: (gameCode: string) => ['lottery', 'results', gameCode] as const,
  myBets: (gameCode: string, token: string | null) => ['member', 'lottery', 'bets', gameCode, token] as const,
};

/** The lobby: every lottery game with its open draw. Read again every 15 s (new draws, last results). */
export function lotteryMenuQuery() {
  return queryOptions({
    queryKey: lotteryKeys.menu,
    queryFn: () => callApi(lotteryCalls.gameMenu, { query: { device: 'WEB' } }),
    refetchInterval: 15_000,
  });
}

/**
 * One game's open draw. While its draw time has passed and the draw job has not settled it yet, the
 * call is repeated every 2 s; otherwise it is read again just after the draw time.
 */
export function currentDrawQuery(gameCode: string) {
  return queryOptions({
    queryKey: lotteryKeys.current(gameCode),
    queryFn: async () => {
      const value = await callApi(lotteryCalls.current, { query: { gameCode } });
      // The server's clock minus this device's: countdowns follow the server (latency is ignored).
      return { ...value, offsetMs: value.serverTime - Date.now() };
    },
    refetchInterval: (query) => {
      const value = query.state.data as CurrentDrawValue | undefined;
      if (!value) return 10_000;
      const wait = value.game.current.drawAt - value.serverTime + 500;
      return Math.min(Math.max(wait, 2_000), 30_000);
    },
  });
}

export function drawResultsQuery(gameCode: string) {
  return queryOptions({
    queryKey: lotteryKeys.results(gameCode),
    queryFn: () => callApi(lotteryCalls.results, { query: { gameCode, pageSize: 10 } }),
    refetchInterval: 20_000,
  });
}

/** The member's bets of one game; every 3 s while one of them waits for a draw that is due. */
export function myBetsQuery(gameCode: string, token: string | null, drawDue: (bet: LotteryBet) => boolean) {
  return queryOptions({
    queryKey: lotteryKeys.myBets(gameCode, token),
    queryFn: () => callApi(lotteryCalls.myBets, { query: { gameCode, pageSize: 20 } }),
    enabled: Boolean(token),
    refetchInterval: (query) => {
      const list = (query.state.data as { list: LotteryBet[] } | undefined)?.list ?? [];
      return list.some((b) => b.status === 'pending' && drawDue(b)) ? 3_000 : 15_000;
    },
  });
}

export const placeLotteryBets = (body: CallBody<typeof lotteryCalls.placeBets>) =>
  callApi(lotteryCalls.placeBets, { body });

/** A fresh idempotency key for one order (made when the player presses "Place bets"). */
export function newOrderKey(): string {
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `lt-${id}`;
}
