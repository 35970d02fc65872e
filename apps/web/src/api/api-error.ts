/** A failed call: the server's stable error code (an i18n key), its message and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message || errorCode);
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.errorCode === code);
}

/** Client-side codes for failures that never reached the server's envelope. */
export const CLIENT_ERROR_CODES = {
  network: 'network.error',
  badResponse: 'response.invalid',
} as const;
