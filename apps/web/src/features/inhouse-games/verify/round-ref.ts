export type RoundRef = { verifyId: string } | { roundId: number };

/**
 * What the round box holds: a round's public verify id (a UUID, from a verify link), or the number of
 * one of the member's own rounds (the server answers it to its owner's session only).
 */
export function roundRefOf(text: string): RoundRef | null {
  const value = text.trim();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
    return { verifyId: value.toLowerCase() };
  if (/^\d{1,15}$/.test(value) && Number(value) >= 1) return { roundId: Number(value) };
  return null;
}
