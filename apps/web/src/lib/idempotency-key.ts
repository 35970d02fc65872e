/**
 * A fresh idempotency key for one money-moving user action (docs/api.md "Idempotency"): made when the
 * form is submitted, resent unchanged if the same submission is retried.
 */
export function newIdempotencyKey(prefix = 'web'): string {
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `${prefix}-${id}`;
}
