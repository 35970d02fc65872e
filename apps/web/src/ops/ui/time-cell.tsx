import { timeParts } from '../lib/format';

/** A time in a table: the day on one line and the time of day, smaller, under it. */
export function TimeText({ ms }: { ms: number }) {
  const { day, time } = timeParts(ms);
  return (
    <time dateTime={new Date(ms).toISOString()} className="block whitespace-nowrap">
      <span className="block text-fg">{day}</span>
      <span className="block text-xs text-muted tabular-nums">{time}</span>
    </time>
  );
}
