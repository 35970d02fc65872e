/** Whether a database error (or the driver error drizzle wraps as `cause`) broke a unique constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === constraint;
}
