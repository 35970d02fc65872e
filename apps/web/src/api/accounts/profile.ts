import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileCalls } from '@jade/contract/call-routes';
import type { CallBody } from '@jade/contract/call';
import { callApi } from '../client';
import { writeQueryData } from '../write-aware-query-client';

/** The caller's personal details (docs/api.md "Personal details"); dropped at logout with ['member']. */
export const profileKey = ['member', 'profile'] as const;

export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => callApi(profileCalls.profile, { signal }),
    enabled,
    // Customer service may have corrected a detail: each opening of the page reads it again.
    refetchOnMount: 'always',
  });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof profileCalls.updateProfile>) =>
      callApi(profileCalls.updateProfile, { body }),
    onSuccess: (profile) => {
      writeQueryData(client, profileKey, profile);
      // The birthday opens the reward centre's birthday bonus.
      void client.invalidateQueries({ queryKey: ['member', 'rewards'] });
    },
  });
}
