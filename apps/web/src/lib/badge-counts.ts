import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The header badge counts unclaimed promotions plus unread messages (spec §2). Each count comes from
 * the issue that owns it (rewards, inbox): it reports here under its own name; the badge shows the
 * sum once at least one count above 0 is known.
 */
interface BadgeState {
  counts: Record<string, number>;
  report(source: string, count: number | null): void;
}

export const useBadgeStore = create<BadgeState>((set) => ({
  counts: {},
  report(source, count) {
    set((s) => {
      const counts = { ...s.counts };
      if (count == null) delete counts[source];
      else counts[source] = Math.max(0, Math.trunc(count));
      return { counts };
    });
  },
}));

/** Counts shown only on their member-centre entry, not in the header's sum (spec §2: missionCount). */
const ENTRY_ONLY = new Set(['missions']);

export function badgeTotal(counts: Readonly<Record<string, number>>): number {
  return Object.entries(counts).reduce((sum, [source, n]) => (ENTRY_ONLY.has(source) ? sum : sum + n), 0);
}

export const useBadgeTotal = () => useBadgeStore((s) => badgeTotal(s.counts));

/**
 * Reports `count` under `source` while the caller is mounted (null or undefined: no count). The
 * reporters are mounted for members only (HeaderAccountArea), so unmounting one (a logout) takes its
 * count away.
 */
export function useBadgeReport(source: string, count: number | null | undefined): void {
  const report = useBadgeStore((s) => s.report);
  useEffect(() => {
    report(source, count ?? null);
  }, [source, count, report]);
  useEffect(() => () => report(source, null), [source, report]);
}
