import { useQuery } from '@tanstack/react-query';
import type { BalanceValue } from '@jade/contract/wallet';
import { walletBalanceQueryOptions } from '../../api/transfers/transfers';
import { formatMoney, withCurrency } from '../../lib/money';
import { useSessionStore } from '../../stores/session-store';

export function useWalletBalance() {
  const token = useSessionStore((s) => s.token);
  return useQuery(walletBalanceQueryOptions(token));
}

/** An amount with the member's currency symbol on the side the region uses ("…" while loading). */
export function Money({ value, balance }: { value: number | undefined; balance: BalanceValue | undefined }) {
  if (value === undefined || !balance) return <span aria-busy="true">…</span>;
  return (
    <span className="tabular-nums">
      {withCurrency(formatMoney(value), balance.currencySymbol, balance.currencyPosition)}
    </span>
  );
}
