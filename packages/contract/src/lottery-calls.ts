import { defineCall } from './call';
import {
  currentDrawValueSchema,
  drawHistoryQuerySchema,
  drawHistoryValueSchema,
  gameCodeQuerySchema,
  gameMenuQuerySchema,
  gameMenuValueSchema,
  myBetsQuerySchema,
  myBetsValueSchema,
  placeBetsBodySchema,
  placeBetsValueSchema,
  recentMenuValueSchema,
} from './lottery';

/** Lottery calls (docs/api.md, "Lottery"): the spec's menus plus the draw, results and order calls. */
export const lotteryCalls = {
  gameMenu: defineCall({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    module: 'COMM3',
    auth: 'public',
    summary: "The lottery games by vendor (gameMenus[]), each with its current draw's countdown",
    query: gameMenuQuerySchema,
    value: gameMenuValueSchema,
  }),
  recent: defineCall({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    module: 'COMM3',
    auth: 'member',
    summary: 'The lottery games the caller bet on lately, latest first',
    value: recentMenuValueSchema,
  }),
  current: defineCall({
    method: 'GET',
    path: '/lgw/numeros/near',
    module: 'COMM3',
    auth: 'public',
    summary:
      'One lottery game: its open draw (close and draw times, committed seed hash), play types and limits',
    query: gameCodeQuerySchema,
    value: currentDrawValueSchema,
  }),
  results: defineCall({
    method: 'GET',
    path: '/lgw/draw',
    module: 'COMM3',
    auth: 'public',
    summary: "A lottery game's latest drawn results with their revealed seeds, newest first",
    query: drawHistoryQuerySchema,
    value: drawHistoryValueSchema,
  }),
  placeBets: defineCall({
    method: 'POST',
    path: '/lgw/orders',
    module: 'COMM3',
    auth: 'real-member',
    summary:
      'Places 1–20 bets on the open draw: the total is debited from the main wallet in one ledger step',
    body: placeBetsBodySchema,
    value: placeBetsValueSchema,
  }),
  myBets: defineCall({
    method: 'GET',
    path: '/lgw/orders',
    module: 'COMM3',
    auth: 'member',
    summary: "The caller's lottery bets (pending, won, lost), newest first",
    query: myBetsQuerySchema,
    value: myBetsValueSchema,
  }),
} as const;
