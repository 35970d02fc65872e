import type { CallBody, CallValue } from '@jade/contract/call';
import { opsMissionCalls } from '@jade/contract/call-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type OpsMission = CallValue<typeof opsMissionCalls.list>['list'][number];
export type MissionInput = CallBody<typeof opsMissionCalls.save>;

const key = (merchantCode: string) => [OPS_KEY, 'missions', merchantCode] as const;

/** A region's missions (Settings → Missions, decision R7). */
export function useMissions(merchantCode: string) {
  return useQuery({
    queryKey: key(merchantCode),
    queryFn: ({ signal }) => opsCall(opsMissionCalls.list, { query: { merchantCode }, signal }),
    enabled: merchantCode !== '',
  });
}

/** Creates or replaces a mission; the list is read again. */
export function useSaveMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MissionInput) => opsCall(opsMissionCalls.save, { body }),
    onSuccess: (_value, body) => client.invalidateQueries({ queryKey: key(body.merchantCode) }),
  });
}

export function useSetMissionActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { merchantCode: string; id: number; active: boolean }) =>
      opsCall(opsMissionCalls.setActive, { body }),
    onSuccess: (_value, body) => client.invalidateQueries({ queryKey: key(body.merchantCode) }),
  });
}
