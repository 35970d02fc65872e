import fastifyMultipart from '@fastify/multipart';
import { paymentCalls } from '@jade/contract/payment-calls';
import { confirmWithdrawalFieldsSchema, manualDepositFieldsSchema } from '@jade/contract/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MemberRow } from '../accounts/repository';
import type { BrandService } from '../brand/service';
import { AppError, NotLoggedInError, RequestParamError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { DepositService } from './deposits';
import { sendSimulatorPage } from '../../platform/http/security-headers';
import { SIM_NOTIFY_PATH, SIM_PAGE_CSP, SIM_PAGE_PATH, simPaymentPage, type GatewaySim } from './gateway-sim';
import { toMinor } from './money';
import { MULTIPART_LIMITS, readForm } from './uploads';
import type { WithdrawalService } from './withdrawals';

function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new RequestParamError(parsed.error.issues[0]?.path.join('.') || 'body');
  return parsed.data;
}

/** The player's payment calls, the gateway simulator's pages and the gateway notification endpoint. */
export async function paymentRoutes(
  app: FastifyInstance,
  deps: {
    deposits: DepositService;
    withdrawals: WithdrawalService;
    sim: GatewaySim;
    /** GATEWAY_SIM: the simulator's pages and notification endpoint exist only when it is on. */
    gatewaySim: boolean;
    brands: BrandService;
    merchantName: (code: string) => Promise<string>;
  },
): Promise<void> {
  const { deposits, withdrawals, sim, brands } = deps;
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  /** The caller and the merchant its money lives in (its own, whatever the Merchant header says). */
  const payer = async (request: FastifyRequest) => {
    const member = memberOf(request);
    const merchant =
      request.ctx.merchant.code === member.merchantCode
        ? request.ctx.merchant
        : await brands.resolveMerchant(member.merchantCode, undefined);
    return { member, merchant };
  };

  // ---------- deposits ----------
  registerCall(app, paymentCalls.depositSettings, async ({ request }) => {
    const { member, merchant } = await payer(request);
    return deposits.settings(member, merchant);
  });
  registerCall(app, paymentCalls.depositMethods, async ({ request }) => {
    const { merchant } = await payer(request);
    return (await deposits.enabledMethods(merchant)).map((m) => deposits.methodView(m));
  });
  registerCall(app, paymentCalls.fixedAmounts, async ({ request, query }) => {
    const { merchant } = await payer(request);
    const method = (await deposits.enabledMethods(merchant)).find((m) => m.id === query.methodId);
    if (!method) throw new AppError('deposit.method.invalid', 400);
    return deposits.methodView(method).fixedAmounts;
  });
  registerCall(app, paymentCalls.manualDeposit, async ({ request }) => {
    const { member, merchant } = await payer(request);
    const form = await readForm(request, 'receipt');
    const fields = parseFields(manualDepositFieldsSchema, form.fields);
    if (!form.file) throw new AppError('request_param_err', 400, { field: 'receipt' });
    return deposits.submitManual(
      member,
      merchant,
      {
        methodId: fields.methodId,
        amount: toMinor(fields.amount),
        reference: fields.reference,
        idempotencyKey: fields.idempotencyKey,
      },
      form.file,
    );
  });
  registerCall(app, paymentCalls.gatewayDeposit, async ({ request, body }) => {
    const { member, merchant } = await payer(request);
    return deposits.startGateway(member, merchant, {
      methodId: body.methodId,
      amount: toMinor(body.amount),
      idempotencyKey: body.idempotencyKey,
      returnUrl: body.returnUrl,
    });
  });
  registerCall(app, paymentCalls.cancelDeposit, async ({ request, body }) =>
    deposits.cancel(memberOf(request), body.depositId),
  );
  registerCall(app, paymentCalls.depositReport, async ({ request, query }) =>
    deposits.report(memberOf(request), query),
  );

  // ---------- payment password ----------
  registerCall(app, paymentCalls.hasWithdrawalPassword, async ({ request }) =>
    Boolean(memberOf(request).paymentPasswordHash),
  );
  registerCall(app, paymentCalls.setPaymentPassword, async ({ request, body }) => {
    await withdrawals.setPaymentPassword(memberOf(request).id, body);
    return {};
  });
  registerCall(app, paymentCalls.changePaymentPassword, async ({ request, body }) => {
    await withdrawals.changePaymentPassword(memberOf(request).id, body);
    return {};
  });

  // ---------- withdrawals ----------
  registerCall(app, paymentCalls.withdrawSettings, async ({ request }) => {
    const { member, merchant } = await payer(request);
    return withdrawals.settings(member, merchant);
  });
  registerCall(app, paymentCalls.withdrawCharges, async ({ request, query }) => {
    const { member, merchant } = await payer(request);
    return withdrawals.charges(member, merchant, toMinor(query.amount));
  });
  registerCall(app, paymentCalls.withdraw, async ({ request, body }) => {
    const { member, merchant } = await payer(request);
    return withdrawals.request(member, merchant, { ...body, amount: toMinor(body.amount) });
  });
  registerCall(app, paymentCalls.withdrawReport, async ({ request, query }) =>
    withdrawals.report(memberOf(request), query),
  );
  registerCall(app, paymentCalls.confirmWithdrawal, async ({ request }) => {
    const member = memberOf(request);
    if (request.isMultipart()) {
      const form = await readForm(request, 'proof');
      const fields = parseFields(confirmWithdrawalFieldsSchema, form.fields);
      return withdrawals.confirm(member, fields, form.file);
    }
    return withdrawals.confirm(member, parseFields(confirmWithdrawalFieldsSchema, request.body), undefined);
  });

  if (!deps.gatewaySim) return;

  // ---------- gateway simulator ("the gateway's" pages) ----------
  app.get(SIM_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const orderId = (request.query as { order?: unknown }).order;
    const order =
      typeof orderId === 'string' && orderId.length <= 64 ? await sim.findOrder(orderId) : undefined;
    const page = simPaymentPage(order, order ? await deps.merchantName(order.merchantCode) : '');
    return sendSimulatorPage(reply, order ? 200 : 404, page, SIM_PAGE_CSP);
  });
  app.post(SIM_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as { order?: unknown; action?: unknown };
    const action = body.action === 'pay' || body.action === 'cancel' ? body.action : undefined;
    if (typeof body.order !== 'string' || body.order.length > 64 || !action) {
      return reply.status(400).type('text/plain').send('Bad request');
    }
    const order = await sim.decide(body.order, action);
    if (!order) return reply.status(404).type('text/plain').send('Order not found');
    return reply.redirect(order.returnUrl, 303);
  });

  // ---------- gateway notification (server to server) ----------
  await app.register(async (notify) => {
    // The signature covers the exact bytes: keep the raw body and parse it only after verifying.
    notify.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, body),
    );
    notify.post(SIM_NOTIFY_PATH, { schema: { hide: true } }, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const notification = await sim.gateway.verifyNotification(request.headers, raw);
      const result = await deposits.applyNotification(notification);
      request.log.info({ orderId: notification.orderId, ...result }, 'gateway notification');
      return { success: true as const, value: { status: result.status, duplicate: result.duplicate } };
    });
  });
}
