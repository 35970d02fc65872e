import { betRecordCalls } from '@jade/contract/bet-record-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { BetRecordsService } from './service';

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

export async function betRecordRoutes(app: FastifyInstance, deps: { records: BetRecordsService }) {
  const { records } = deps;
  const tag = { tag: 'bet-records' } as const;
  registerCall(
    app,
    betRecordCalls.betRecords,
    async ({ query, request, ctx }) => records.list(memberOf(request).id, query, ctx.language),
    tag,
  );
  registerCall(
    app,
    betRecordCalls.betRecordDetail,
    async ({ query, request, ctx }) => records.detail(memberOf(request).id, query.recordId, ctx.language),
    tag,
  );
  registerCall(
    app,
    betRecordCalls.memPnl,
    async ({ query, request }) => records.pnl(memberOf(request).id, query),
    tag,
  );
}
