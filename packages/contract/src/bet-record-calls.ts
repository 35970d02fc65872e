import {
  betRecordDetailQuerySchema,
  betRecordDetailValueSchema,
  betRecordsQuerySchema,
  betRecordsValueSchema,
  memPnlQuerySchema,
  memPnlValueSchema,
} from './bet-records';
import { defineCall } from './call';

/** Member-centre betting record and profit and loss; a member sees only their own rounds. */
export const betRecordCalls = {
  betRecords: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getBetRecords',
    module: 'MEMTRANS3',
    auth: 'member',
    summary:
      "The caller's rounds (in-house and vendor), newest first, by vendor, game type and date, paged, with totals",
    query: betRecordsQuerySchema,
    value: betRecordsValueSchema,
  }),
  betRecordDetail: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getBetRecordDetail',
    module: 'MEMTRANS3',
    auth: 'member',
    summary: 'One round of the caller: bet, win, result, game version and the data to replay it',
    query: betRecordDetailQuerySchema,
    value: betRecordDetailValueSchema,
  }),
  memPnl: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemPNL',
    module: 'MEMTRANS3',
    auth: 'member',
    summary: "The caller's profit and loss by day and by vendor and game type, with totals",
    query: memPnlQuerySchema,
    value: memPnlValueSchema,
  }),
} as const;
