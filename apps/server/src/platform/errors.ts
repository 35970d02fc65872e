import type { ErrorCode } from '@jade/contract/error-codes';

/**
 * An expected failure with a stable error code (an i18n key) and an HTTP status. The one error handler
 * (platform/http/error-handler.ts) turns it into `{ success:false, errorCode, message, requestId }`.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly errorCode: ErrorCode,
    readonly status: number,
    /** Extra facts for the client, sent as `value` (e.g. the maintenance end time). */
    readonly value?: unknown,
    /** Words to substitute into the localised message ({0}, {1}…). */
    readonly args: readonly (string | number)[] = [],
  ) {
    super(errorCode);
  }
}

export class RequestParamError extends AppError {
  constructor(readonly field: string) {
    super('request_param_err', 400, { field });
  }
}

export class FunctionNotAvailableError extends AppError {
  constructor(value?: unknown) {
    super('function.not.available', 400, value);
  }
}

export class UnknownMerchantError extends AppError {
  constructor() {
    super('merchant.unknown', 400);
  }
}

export class NotLoggedInError extends AppError {
  constructor() {
    super('customer.not.login', 401);
  }
}

export class IpRestrictedError extends AppError {
  constructor() {
    super('ip.restricted', 403);
  }
}

export class NotFoundError extends AppError {
  constructor() {
    super('resource.not.found', 404);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor() {
    super('method.not.allowed', 405);
  }
}

export class MaintenanceError extends AppError {
  constructor(maintainTime: number | null, endTime: number | null) {
    // The wire shape the client reads: value.content.data.{maintainTime,endTime} in ms (wire §1).
    super('system.maintenance', 503, { content: { data: { maintainTime, endTime } } });
  }
}

/** 429 with a Retry-After header (seconds, rounded up). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(
    errorCode: 'too.many.requests' | 'sms.too.many' | 'login.locked',
    retryAfterMs: number,
    value?: unknown,
    args: readonly (string | number)[] = [],
  ) {
    super(errorCode, 429, value, args);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
