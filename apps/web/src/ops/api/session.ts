import type { CallBody } from '@jade/contract/call';
import { opsSessionCalls } from '@jade/contract/call-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOpsSession } from '../lib/ops-session';
import { OPS_KEY, opsCall } from './ops-client';

export const sessionKeys = { me: [OPS_KEY, 'me'] as const };

/**
 * The signed-in operator with the permissions of the role. Not polled: every call moves the session's
 * idle expiry on, so only the operator's own actions may keep a session alive.
 */
export function useMe() {
  const token = useOpsSession((s) => s.token);
  return useQuery({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => opsCall(opsSessionCalls.me, { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export const passwordStep = (body: CallBody<typeof opsSessionCalls.login>) =>
  opsCall(opsSessionCalls.login, { body });

export const codeStep = (body: CallBody<typeof opsSessionCalls.verify>) =>
  opsCall(opsSessionCalls.verify, { body });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => opsCall(opsSessionCalls.logout).catch(() => ({})),
    onSettled: () => {
      useOpsSession.getState().signOut('signed-out');
      queryClient.removeQueries({ queryKey: [OPS_KEY] });
    },
  });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => opsCall(opsSessionCalls.newRecoveryCodes, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
