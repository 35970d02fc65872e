import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { parseWireAmount } from '../ledger/money';
import { decimalText } from './money';
import { AppError } from '../../platform/errors';
import type { DbOrTx } from '../../platform/jobs/queue';

/** What a gateway tells us about one of its orders (docs/api.md "Gateway notifications"). */
export interface GatewayNotification {
  orderId: string;
  /** Our deposit id, as we gave it when creating the order. */
  merchantOrderId: string;
  amount: bigint;
  currency: string;
  status: 'paid' | 'failed' | 'cancelled';
}

export interface CreateOrderInput {
  merchantCode: string;
  depositId: number;
  amount: bigint;
  currency: string;
  /** Where the gateway sends the browser afterwards (a path of this site). */
  returnUrl: string;
}

/**
 * A payment gateway: creating an order that the player pays on the gateway's page, and checking the
 * gateway's server-to-server notification. A real gateway adapter implements the same two methods.
 */
export interface PaymentGateway {
  readonly code: string;
  createOrder(input: CreateOrderInput, tx: DbOrTx): Promise<{ redirectUrl: string; orderId: string }>;
  /** Throws an AppError (401 signature or time, 400 shape) unless the notification is authentic and fresh. */
  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<GatewayNotification>;
}

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';

/** hex HMAC-SHA256 of `<timestamp>.<raw body>` (the timestamp is epoch ms as sent in X-Timestamp). */
export function signNotification(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

const notificationBodySchema = z.object({
  orderId: z.string().min(1).max(64),
  merchantOrderId: z.string().min(1).max(64),
  amount: z.string(),
  currency: z.string().min(1).max(8),
  status: z.enum(['paid', 'failed', 'cancelled']),
});

export function notificationBody(n: GatewayNotification): string {
  return JSON.stringify({
    orderId: n.orderId,
    merchantOrderId: n.merchantOrderId,
    amount: decimalText(n.amount),
    currency: n.currency,
    status: n.status,
  });
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? undefined : value;
}

/**
 * Checks an HMAC-signed notification: signature (compared in constant time), then the timestamp
 * window, then the body's shape. The order of checks means a forger learns nothing about our clock.
 */
export function verifySignedNotification(input: {
  secret: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  now: number;
  windowMs: number;
}): GatewayNotification {
  const signature = header(input.headers, SIGNATURE_HEADER)?.trim().toLowerCase();
  const timestamp = header(input.headers, TIMESTAMP_HEADER)?.trim();
  if (!signature || !timestamp || !/^[0-9a-f]{64}$/.test(signature) || !/^\d{10,16}$/.test(timestamp)) {
    throw new AppError('gateway.signature.invalid', 401);
  }
  const expected = Buffer.from(signNotification(input.secret, timestamp, input.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new AppError('gateway.signature.invalid', 401);
  }
  if (Math.abs(input.now - Number(timestamp)) > input.windowMs)
    throw new AppError('gateway.timestamp.stale', 401);
  let parsed: z.infer<typeof notificationBodySchema>;
  try {
    parsed = notificationBodySchema.parse(JSON.parse(input.rawBody));
  } catch {
    throw new AppError('request_param_err', 400, { field: 'body' });
  }
  const amount = parseWireAmount(parsed.amount);
  if (!amount.ok) throw new AppError('request_param_err', 400, { field: 'amount' });
  return { ...parsed, amount: amount.minor };
}
