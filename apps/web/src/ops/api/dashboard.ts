import type { CallQuery, CallValue } from '@jade/contract/call';
import { opsDashboardCalls } from '@jade/contract/call-routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type DashboardQuery = CallQuery<typeof opsDashboardCalls.summary>;
export type DashboardSummary = CallValue<typeof opsDashboardCalls.summary>;
export type DashboardFigures = DashboardSummary['totals']['period'];
export type DashboardGameRow = DashboardSummary['byCategory'][number];

export const dashboardKeys = {
  all: [OPS_KEY, 'dashboard'] as const,
  summary: (query: DashboardQuery) => [OPS_KEY, 'dashboard', 'summary', query] as const,
};

/**
 * A region's figures for a period. Refetched when the operator comes back to the tab, never on a
 * timer: a poll would keep an unattended session alive (decision B1).
 */
export function useDashboard(query: DashboardQuery, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.summary(query),
    queryFn: ({ signal }) => opsCall(opsDashboardCalls.summary, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    enabled,
  });
}

/** The same figures as a CSV file made by the server, saved by the browser. */
export function useDashboardCsv() {
  return useMutation({
    mutationFn: async (query: DashboardQuery) => {
      const file = await opsCall(opsDashboardCalls.exportCsv, { query });
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next turn: some browsers start the download after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return file;
    },
  });
}
