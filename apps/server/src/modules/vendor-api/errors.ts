/**
 * Errors of the seamless-wallet protocol (docs/vendor-api.md, "Errors"). The vendor API does not use
 * the players' envelope: an error is an HTTP status and `{ error: { code, message }, ...extra }`.
 */
export type VendorErrorCode =
  | 'INVALID_REQUEST'
  | 'UNKNOWN_VENDOR'
  | 'INVALID_SIGNATURE'
  | 'STALE_TIMESTAMP'
  | 'REPLAYED_NONCE'
  | 'INVALID_TOKEN'
  | 'SESSION_EXPIRED'
  | 'PLAYER_MISMATCH'
  | 'CURRENCY_MISMATCH'
  | 'INSUFFICIENT_FUNDS'
  | 'TX_CONFLICT'
  | 'UNKNOWN_ROUND'
  | 'ROUND_CLOSED'
  | 'DEBIT_ROLLED_BACK'
  | 'PLAYER_BLOCKED'
  | 'INTERNAL_ERROR';

export const VENDOR_ERROR_STATUS: Record<VendorErrorCode, number> = {
  INVALID_REQUEST: 400,
  UNKNOWN_VENDOR: 401,
  INVALID_SIGNATURE: 401,
  STALE_TIMESTAMP: 401,
  REPLAYED_NONCE: 409,
  INVALID_TOKEN: 401,
  SESSION_EXPIRED: 401,
  PLAYER_MISMATCH: 400,
  CURRENCY_MISMATCH: 400,
  INSUFFICIENT_FUNDS: 402,
  TX_CONFLICT: 409,
  UNKNOWN_ROUND: 409,
  ROUND_CLOSED: 409,
  DEBIT_ROLLED_BACK: 409,
  PLAYER_BLOCKED: 403,
  INTERNAL_ERROR: 500,
};

export class VendorApiError extends Error {
  override name = 'VendorApiError';
  readonly status: number;
  constructor(
    readonly code: VendorErrorCode,
    message: string,
    /** Extra fields of the answer (e.g. the actual `balance` of a refused debit). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = VENDOR_ERROR_STATUS[code];
  }
}
