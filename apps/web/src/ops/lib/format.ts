import { formatMoney } from '../../lib/money';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A time as operators read it: day, month, year and time in the browser's zone. */
export function formatTime(ms: number | null | undefined): string {
  return ms == null ? '—' : dateTime.format(ms);
}

const day = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: '2-digit' });
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A time split for a table cell: the day, and the time of day under it. */
export function timeParts(ms: number): { day: string; time: string } {
  return { day: day.format(ms), time: clock.format(ms) };
}

/** An amount with its currency code (the console mixes brands and currencies). */
export function formatAmount(amount: number, currency: string): string {
  return `${formatMoney(amount)} ${currency}`;
}
