import { betRecordCalls } from '@jade/contract/call-routes';
import type { CallQuery } from '@jade/contract/call';
import { inhouseGameCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';

/**
 * Betting record and profit and loss of the member centre (docs/api.md "Betting records"), plus the
 * in-house calls a round's detail needs: the game descriptions (symbol names) and the public verify.
 */
type Query<K extends keyof typeof betRecordCalls> = CallQuery<(typeof betRecordCalls)[K]>;

export const getBetRecords = (query: Query<'betRecords'>) => callApi(betRecordCalls.betRecords, { query });
export const getBetRecordDetail = (query: Query<'betRecordDetail'>) =>
  callApi(betRecordCalls.betRecordDetail, { query });
export const getMemPnl = (query: Query<'memPnl'>) => callApi(betRecordCalls.memPnl, { query });
export const getInhouseGames = () => callApi(inhouseGameCalls.list);
export const verifyInhouseRound = (roundId: number) =>
  // By round number: the betting record is the owner's, and the call carries their session.
  callApi(inhouseGameCalls.verify, { query: { roundId } });
