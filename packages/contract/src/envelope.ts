import { z } from 'zod';
import type { ErrorCode } from './error-codes';

/** Every answer of the API is wrapped in this envelope (design brief, "API conventions"). */
export interface ApiSuccess<T> {
  success: true;
  value: T;
}

export interface ApiFailure {
  success: false;
  errorCode: ErrorCode;
  /** Text in the request's language; clients show `message || errorCode`. */
  message: string;
  /** Extra facts for the client, e.g. the maintenance end time or the field that failed validation. */
  value?: unknown;
  requestId?: string;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const apiFailureSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  value: z.unknown().optional(),
  requestId: z.string().optional(),
});

export function successSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
