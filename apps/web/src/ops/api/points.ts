import type { CallBody } from '@jade/contract/call';
import { opsPointCalls } from '@jade/contract/call-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type OpsPointSettingsInput = CallBody<typeof opsPointCalls.setSettings>;
export type OpsPointItemInput = CallBody<typeof opsPointCalls.saveItem>;

const key = (merchantCode: string, part: string) => [OPS_KEY, 'points', merchantCode, part] as const;

/** A region's point rules, items and prizes waiting to ship (decision R8), and their changes. */
export function useOpsPoints(merchantCode: string) {
  const queryClient = useQueryClient();
  const enabled = merchantCode !== '';
  const settings = useQuery({
    queryKey: key(merchantCode, 'settings'),
    queryFn: ({ signal }) => opsCall(opsPointCalls.settings, { query: { merchantCode }, signal }),
    enabled,
  });
  const items = useQuery({
    queryKey: key(merchantCode, 'items'),
    queryFn: ({ signal }) => opsCall(opsPointCalls.items, { query: { merchantCode }, signal }),
    enabled,
  });
  const prizes = useQuery({
    queryKey: key(merchantCode, 'prizes'),
    queryFn: ({ signal }) =>
      opsCall(opsPointCalls.redemptions, {
        query: { merchantCode, status: 'pending', pageNo: 1, pageSize: 50 },
        signal,
      }),
    enabled,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [OPS_KEY, 'points', merchantCode] });
  const saveSettings = useMutation({
    mutationFn: (body: OpsPointSettingsInput) => opsCall(opsPointCalls.setSettings, { body }),
    onSuccess: refresh,
  });
  const saveItem = useMutation({
    mutationFn: (body: OpsPointItemInput) => opsCall(opsPointCalls.saveItem, { body }),
    onSuccess: refresh,
  });
  const decide = useMutation({
    mutationFn: (body: { id: number; action: 'ship' | 'cancel'; reason: string }) =>
      opsCall(opsPointCalls.decideRedemption, { body }),
    onSettled: refresh,
  });
  return { settings, items, prizes, saveSettings, saveItem, decide };
}
