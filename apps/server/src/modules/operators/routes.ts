import fastifyMultipart from '@fastify/multipart';
import { operatorCalls } from '@jade/contract/payment-calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DepositService } from '../payments/deposits';
import { toMinor } from '../payments/money';
import { MULTIPART_LIMITS, readForm } from '../payments/uploads';
import type { WithdrawalService } from '../payments/withdrawals';
import { AppError, NotFoundError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { OperatorActions } from './actions';
import { operatorOf } from './service';

/**
 * The `/ops` payment calls. Open during maintenance (operators fix things then); the auth hook checks
 * each call's declared permission.
 */
export async function operatorRoutes(
  app: FastifyInstance,
  deps: {
    actions: OperatorActions;
    deposits: DepositService;
    withdrawals: WithdrawalService;
  },
): Promise<void> {
  const { actions, deposits, withdrawals } = deps;
  const open = { access: 'open', tag: 'operator' } as const;

  registerCall(
    app,
    operatorCalls.deposits,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return deposits.list(query);
    },
    open,
  );
  registerCall(
    app,
    operatorCalls.approveDeposit,
    async ({ request, body }) =>
      actions.approveDeposit(body.id, operatorOf(request, 'decideMoney'), body.reason),
    open,
  );
  registerCall(
    app,
    operatorCalls.rejectDeposit,
    async ({ request, body }) =>
      actions.rejectDeposit(body.id, operatorOf(request, 'decideMoney'), body.reason),
    open,
  );

  registerCall(
    app,
    operatorCalls.withdrawals,
    async ({ request, query }) => {
      operatorOf(request, 'view');
      return withdrawals.list(query);
    },
    open,
  );
  registerCall(
    app,
    operatorCalls.approveWithdrawal,
    async ({ request, body }) =>
      actions.approveWithdrawal(body.id, operatorOf(request, 'decideMoney'), body.reason),
    open,
  );
  registerCall(
    app,
    operatorCalls.rejectWithdrawal,
    async ({ request, body }) =>
      actions.rejectWithdrawal(body.id, operatorOf(request, 'decideMoney'), body.reason),
    open,
  );
  registerCall(
    app,
    operatorCalls.payWithdrawal,
    async ({ request, body }) =>
      actions.payWithdrawal(
        body.id,
        operatorOf(request, 'decideMoney'),
        body.amount === undefined ? undefined : toMinor(body.amount),
        body.reason,
      ),
    open,
  );
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  registerCall(
    app,
    operatorCalls.withdrawalProof,
    async ({ request }) => {
      const actor = operatorOf(request, 'decideMoney'); // refused before the form is read
      const { fields, file } = await readForm(request, 'proof');
      const id = Number(fields.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('request_param_err', 400, { field: 'id' });
      if (!file) throw new AppError('request_param_err', 400, { field: 'proof' });
      return actions.addWithdrawalProof(id, file, actor);
    },
    open,
  );
  registerCall(
    app,
    operatorCalls.resolveWithdrawal,
    async ({ request, body }) =>
      actions.resolveWithdrawal(body.id, operatorOf(request, 'decideMoney'), body.outcome, body.reason),
    open,
  );

  registerCall(
    app,
    operatorCalls.freezeMember,
    async ({ request, body }) =>
      actions.setFrozen(
        { ...body, merchant: body.merchant ?? request.ctx.merchant.code },
        true,
        operatorOf(request, 'freeze'),
      ),
    open,
  );
  registerCall(
    app,
    operatorCalls.unfreezeMember,
    async ({ request, body }) =>
      actions.setFrozen(
        { ...body, merchant: body.merchant ?? request.ctx.merchant.code },
        false,
        operatorOf(request, 'freeze'),
      ),
    open,
  );
  // Receipt and proof images (raw bytes, not an envelope): any operator role that may view.
  const image = (kind: 'receipt' | 'proof') => async (request: FastifyRequest, reply: FastifyReply) => {
    await app.platform.authenticate(request, 'operator', 'view');
    const id = Number((request.query as { id?: unknown }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('request_param_err', 400, { field: 'id' });
    const row =
      kind === 'receipt'
        ? await deposits.receipt(id)
        : (await withdrawals.proofs(id))[Number((request.query as { n?: unknown }).n ?? 0)];
    if (!row) throw new NotFoundError();
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .type(row.contentType)
      .send(row.bytes);
  };
  app.get('/ops/deposits/receipt', { schema: { hide: true } }, image('receipt'));
  app.get('/ops/withdrawals/proof', { schema: { hide: true } }, image('proof'));
}
