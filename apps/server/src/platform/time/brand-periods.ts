import type { ContractPeriod } from '@jade/contract/agent-contracts';

/**
 * Periods in the brand's time zone (an IANA name, merchants.time_zone) for settlements and reviews
 * (agent contracts, rewards): pure functions of instants (epoch ms). A period is [start, end).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Period {
  start: number;
  end: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's offset from UTC at instant `t`, in ms (local = t + offset). */
export function zoneOffsetMs(zone: string, t: number): number {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(t))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(t / 1000) * 1000;
}

/** The instant of a local wall-clock time (given as a UTC-coded ms value) in `zone`. */
function fromLocal(localMs: number, zone: string): number {
  let t = localMs - zoneOffsetMs(zone, localMs);
  t = localMs - zoneOffsetMs(zone, t);
  return t;
}

/** `YYYY-MM-DD` of the brand day an instant falls in. */
export function brandDayOf(t: number, zone: string): string {
  return new Date(t + zoneOffsetMs(zone, t)).toISOString().slice(0, 10);
}

/** `YYYY-MM` of the brand month an instant falls in. */
export function brandMonthOf(t: number, zone: string): string {
  return brandDayOf(t, zone).slice(0, 7);
}

/** The period of kind `period` that contains instant `t`. */
export function periodContaining(period: ContractPeriod, t: number, zone: string): Period {
  const local = new Date(t + zoneOffsetMs(zone, t));
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const at = (yy: number, mm: number, dd: number, hh = 0) => fromLocal(Date.UTC(yy, mm, dd, hh), zone);
  switch (period) {
    case 'fiveMinutes': {
      const start = Math.floor(t / (5 * MINUTE)) * 5 * MINUTE;
      return { start, end: start + 5 * MINUTE };
    }
    case 'hour': {
      // Local hours of a zone with a half-hour offset start at :30 UTC.
      const off = zoneOffsetMs(zone, t);
      const start = Math.floor((t + off) / HOUR) * HOUR - off;
      return { start, end: start + HOUR };
    }
    case 'day':
      return { start: at(y, m, d), end: at(y, m, d + 1) };
    case 'month':
      return { start: at(y, m, 1), end: at(y, m + 1, 1) };
    case 'halfMonth':
      return d <= 15
        ? { start: at(y, m, 1), end: at(y, m, 16) }
        : { start: at(y, m, 16), end: at(y, m + 1, 1) };
  }
}

/** The period that ends at `end` (an instant that is a period boundary). */
export function periodEndingAt(period: ContractPeriod, end: number, zone: string): Period {
  const p = periodContaining(period, end - 1, zone);
  if (p.end !== end)
    throw new RangeError(`${new Date(end).toISOString()} is not the end of a ${period} period`);
  return p;
}

/** The latest period that has ended by `t`. */
export function lastClosedPeriod(period: ContractPeriod, t: number, zone: string): Period {
  const current = periodContaining(period, t, zone);
  return periodContaining(period, current.start - 1, zone);
}

/** The brand days a period covers (inclusive), for the day roll-ups. */
export function brandDays(p: Period, zone: string): { from: string; to: string } {
  return { from: brandDayOf(p.start, zone), to: brandDayOf(p.end - 1, zone) };
}

/** The instant a brand day (`YYYY-MM-DD`) starts. */
export function brandDayStart(day: string, zone: string): number {
  return fromLocal(Date.parse(`${day}T00:00:00Z`), zone);
}
