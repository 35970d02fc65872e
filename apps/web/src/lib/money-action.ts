import { useCallback, useRef } from 'react';
import { parseWireAmount } from '@jade/contract/wallet-amounts';
import { formatMoney } from './money';
import { isDefinitiveRefusal } from './money-errors';

/**
 * A fresh idempotency key (8–64 of `A-Za-z0-9._:-`) for one money-moving user action. `randomUUID`
 * needs a secure context; plain-HTTP previews fall back to `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Runs a money-moving submit with an idempotency key (docs/api.md "Idempotency"). A second submit while
 * one is in flight (a double click) is dropped before it reaches the network. A submit of the same
 * request after a network failure or a server error resends the same key, so the server moves the
 * money at most once; a new request, a success or a 4xx answer starts a fresh key.
 */
export function useIdempotentSubmit() {
  const pending = useRef<{ signature: string; key: string } | null>(null);
  const inFlight = useRef(false);
  return useCallback(
    async <T>(signature: string, run: (idempotencyKey: string) => Promise<T>): Promise<T | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const key = pending.current?.signature === signature ? pending.current.key : newIdempotencyKey();
      pending.current = { signature, key };
      try {
        const result = await run(key);
        pending.current = null;
        return result;
      } catch (error) {
        if (isDefinitiveRefusal(error)) pending.current = null;
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    [],
  );
}

/**
 * Checks a typed amount before sending it (the server checks again): a positive number with at most
 * two decimals, and not more than `available` when given. Answers the amount as the wire's decimal
 * string, or the i18n key and arguments of the problem.
 */
export function checkAmount(
  text: string,
  available?: number,
):
  | { ok: true; amount: string }
  | { ok: false; key: 'wallet.amount.invalid' | 'wallet.insufficient.funds'; args: string[] } {
  const parsed = parseWireAmount(text.replace(/,/g, ''));
  if (!parsed.ok) return { ok: false, key: 'wallet.amount.invalid', args: [] };
  if (available !== undefined && parsed.minor > BigInt(Math.round(available * 100))) {
    return { ok: false, key: 'wallet.insufficient.funds', args: [formatMoney(available)] };
  }
  const whole = parsed.minor / 100n;
  const cents = String(parsed.minor % 100n).padStart(2, '0');
  return { ok: true, amount: `${whole}.${cents}` };
}
