import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decimalText } from './money';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { cspHash, simulatorCsp } from '../../platform/http/security-headers';
import { enqueueJob, type DbOrTx, type DbTransaction } from '../../platform/jobs/queue';
import {
  notificationBody,
  signNotification,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignedNotification,
  type PaymentGateway,
} from './gateway';
import { gatewaySimOrders, paymentSecrets } from './tables';

export const SIM_NOTIFY_PATH = '/wps/payment/notify/sim';
export const SIM_PAGE_PATH = '/gateway-sim/pay';
export const SIM_NOTIFY_JOB = 'gateway-sim.notify';
export const SECRET_NAME = 'gateway_sim_secret';

/** GATEWAY_SIM_SECRET, or the one in the database, created on first use (every instance shares it). */
export async function loadGatewaySimSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(paymentSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(paymentSecrets).where(eq(paymentSecrets.name, SECRET_NAME));
  return row!.value;
}

export type SimOrder = typeof gatewaySimOrders.$inferSelect;

/** Posts a signed notification to the merchant; true when it answered success. */
export type NotificationDelivery = (request: {
  headers: Record<string, string>;
  body: string;
}) => Promise<boolean>;

/**
 * The built-in gateway simulator. As a PaymentGateway it creates orders and verifies notifications;
 * as "the gateway" it serves the payment page, records the payer's choice and notifies the merchant,
 * retrying through the jobs table until the merchant acknowledges.
 */
export function createGatewaySim(deps: {
  db: Database;
  secret: () => Promise<string>;
  now: () => number;
  windowMs: number;
  /** GATEWAY_SIM: off, the simulator takes no orders (its pages are not served either). */
  enabled?: boolean;
}) {
  const { db, now } = deps;
  let delivery: NotificationDelivery | undefined;

  const gateway: PaymentGateway = {
    code: 'sim',
    async createOrder(input, tx) {
      if (deps.enabled === false) throw new AppError('deposit.method.invalid', 400);
      const orderId = `SIM${randomBytes(10).toString('hex').toUpperCase()}`;
      await tx.insert(gatewaySimOrders).values({
        orderId,
        merchantCode: input.merchantCode,
        merchantOrderId: String(input.depositId),
        amount: input.amount,
        currency: input.currency,
        returnUrl: input.returnUrl,
        status: 'created',
        createdAt: new Date(now()),
      });
      return { orderId, redirectUrl: `${SIM_PAGE_PATH}?order=${orderId}` };
    },
    async verifyNotification(headers, rawBody) {
      return verifySignedNotification({
        secret: await deps.secret(),
        headers,
        rawBody,
        now: now(),
        windowMs: deps.windowMs,
      });
    },
  };

  async function findOrder(orderId: string, tx: DbOrTx = db): Promise<SimOrder | undefined> {
    const [row] = await tx.select().from(gatewaySimOrders).where(eq(gatewaySimOrders.orderId, orderId));
    return row;
  }

  /** Signs and sends the notification of a decided order; true when the merchant acknowledged it. */
  async function notify(order: SimOrder): Promise<boolean> {
    if (!delivery || order.status === 'created') return false;
    const body = notificationBody({
      orderId: order.orderId,
      merchantOrderId: order.merchantOrderId,
      amount: order.amount,
      currency: order.currency,
      status: order.status === 'paid' ? 'paid' : 'cancelled',
    });
    const timestamp = String(now());
    const ok = await delivery({
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signNotification(await deps.secret(), timestamp, body),
      },
      body,
    });
    if (ok) {
      await db
        .update(gatewaySimOrders)
        .set({ notifiedAt: new Date(now()) })
        .where(
          sql`${gatewaySimOrders.orderId} = ${order.orderId} and ${gatewaySimOrders.notifiedAt} is null`,
        );
    }
    return ok;
  }

  return {
    gateway,
    findOrder,
    setDelivery(fn: NotificationDelivery) {
      delivery = fn;
    },
    /**
     * The payer pressed Pay or Cancel. The decision and a retry job commit first; then the merchant is
     * notified at once. If that fails (or this process dies), the job delivers it later.
     */
    async decide(orderId: string, action: 'pay' | 'cancel'): Promise<SimOrder | undefined> {
      const order = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(gatewaySimOrders)
          .where(eq(gatewaySimOrders.orderId, orderId))
          .for('update');
        if (!row || row.status !== 'created') return row;
        const [updated] = await tx
          .update(gatewaySimOrders)
          .set({ status: action === 'pay' ? 'paid' : 'cancelled', decidedAt: new Date(now()) })
          .where(eq(gatewaySimOrders.orderId, orderId))
          .returning();
        await enqueueJob(tx, SIM_NOTIFY_JOB, {
          runAt: new Date(now() + 30_000),
          payload: { orderId },
          dedupeKey: `${SIM_NOTIFY_JOB}:${orderId}`,
        });
        return updated;
      });
      if (order && order.status !== 'created' && !order.notifiedAt) await notify(order).catch(() => false);
      return order;
    },
    /** The retry job: delivers unless already acknowledged; throws (so the job retries) on failure. */
    async retryNotification(tx: DbTransaction, orderId: string): Promise<void> {
      const order = await findOrder(orderId, tx);
      if (!order || order.notifiedAt || order.status === 'created') return;
      if (!(await notify(order))) throw new Error(`notification of ${orderId} not acknowledged`);
    },
  };
}

export type GatewaySim = ReturnType<typeof createGatewaySim>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Only a path of this site is ever linked (the contract allows no other return URL; kept as a guard). */
const sitePath = (url: string) => (/^\/(?!\/)[^\s\\]*$/.test(url) ? url : '/');

const PAGE_STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f2a22;color:#e8f3ee;font:16px/1.5 system-ui,sans-serif}
main{background:#163a2f;border:1px solid #2f6b58;border-radius:12px;padding:28px 32px;min-width:300px;max-width:420px;box-shadow:0 8px 30px #0006}
h1{font-size:1.3rem;margin:0 0 16px}.tag{font-size:.7rem;background:#c9a227;color:#1b1b1b;border-radius:6px;padding:2px 6px;vertical-align:middle}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#9cc5b5}dd{margin:0;word-break:break-all}
.amount{font-size:1.4rem;font-weight:700;color:#f1d27a}form{display:flex;gap:12px}
button{flex:1;font:inherit;font-weight:600;border:0;border-radius:8px;padding:10px 14px;cursor:pointer}
.pay{background:#2fbf71;color:#06200f}.cancel{background:#3a4d46;color:#e8f3ee}a{color:#f1d27a}
.note{font-size:.8rem;color:#9cc5b5;margin:18px 0 0}
`;

/**
 * The payment page's policy: no script at all, its one style by hash, forms only to itself, never
 * framed, and sandboxed in an opaque origin so that nothing on it can reach a player's session.
 */
export const SIM_PAGE_CSP = simulatorCsp({ styles: [cspHash(PAGE_STYLE)], framedBySite: false });

/** The simulator's payment page: self-contained HTML (inline CSS, no scripts or external assets). */
export function simPaymentPage(order: SimOrder | undefined, merchantName: string): string {
  const body = !order
    ? `<h1>Order not found</h1><p>This payment link is not valid.</p>`
    : `<h1>Jade Pay <span class="tag">simulator</span></h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(merchantName)}</dd>
<dt>Order</dt><dd><code>${escapeHtml(order.orderId)}</code></dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(decimalText(order.amount))} ${escapeHtml(order.currency)}</dd>
<dt>Status</dt><dd>${escapeHtml(order.status)}</dd>
</dl>
${
  order.status === 'created'
    ? `<form method="post" action="${SIM_PAGE_PATH}">
<input type="hidden" name="order" value="${escapeHtml(order.orderId)}">
<button name="action" value="pay" class="pay">Pay</button>
<button name="action" value="cancel" class="cancel">Cancel</button>
</form>`
    : `<p><a href="${escapeHtml(sitePath(order.returnUrl))}">Back to the site</a></p>`
}
<p class="note">A test gateway: no real money moves. Paying sends the merchant a signed notification.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Jade Pay simulator</title>
<style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}
