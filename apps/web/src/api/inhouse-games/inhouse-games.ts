import { queryOptions } from '@tanstack/react-query';
import type { CallBody } from '@jade/contract/call';
import type { InhouseGameIdWire } from '@jade/contract/inhouse-games';
import { inhouseGameCalls } from '@jade/contract/call-routes';
import { walletCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';

/**
 * The in-house game calls (docs/api.md "In-house games"). Keys start with 'member' so a logout drops
 * them with the rest of the member's data; the game's own balance key sits under ['member', 'wallet']
 * so the site-wide wallet refresh (lib/wallet-refresh.ts) reads it again too.
 */
export const inhouseKeys = {
  info: (gameId: string, token: string | null) => ['member', 'inhouse', 'info', gameId, token] as const,
  balance: (token: string | null) => ['member', 'wallet', 'inhouse-game', token] as const,
};

type Body<K extends keyof typeof inhouseGameCalls> = CallBody<(typeof inhouseGameCalls)[K]>;

export function gameInfoQuery(gameId: InhouseGameIdWire, token: string | null) {
  return queryOptions({
    queryKey: inhouseKeys.info(gameId, token),
    queryFn: () => callApi(inhouseGameCalls.info, { query: { gameId } }),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}

/** The main wallet the rounds debit and credit (the site's balance call). */
export function gameBalanceQuery(token: string | null) {
  return queryOptions({
    queryKey: inhouseKeys.balance(token),
    queryFn: () => callApi(walletCalls.balance, { query: { typeId: 0 } }),
    enabled: Boolean(token),
    staleTime: 5_000,
  });
}

export const spinSlot = (body: Body<'spin'>) => callApi(inhouseGameCalls.spin, { body });
export const playBaccaratRound = (body: Body<'baccarat'>) => callApi(inhouseGameCalls.baccarat, { body });
export const shootFish = (body: Body<'fish'>) => callApi(inhouseGameCalls.fish, { body });
export const rotateSeed = (body: Body<'rotateSeed'>) => callApi(inhouseGameCalls.rotateSeed, { body });
export const setClientSeed = (body: Body<'setClientSeed'>) =>
  callApi(inhouseGameCalls.setClientSeed, { body });
/**
 * A finished round with its seeds (the server seed once the pair is rotated): by its public verify id
 * (anyone with the link), or by round number for the logged-in owner.
 */
export const getRoundForVerify = (round: { verifyId: string } | { roundId: number }) =>
  callApi(inhouseGameCalls.verify, { query: round });

/** A fresh idempotency key for one round (made when the player presses spin/deal/shoot). */
export function newRoundKey(): string {
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `ih-${id}`;
}
