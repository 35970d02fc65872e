import type { CallBody } from '@jade/contract/call';
import { opsContentCalls } from '@jade/contract/call-routes';
import type { BANNER_GROUPS } from '@jade/contract/content-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPS_KEY, opsCall } from './ops-client';

export type BannerGroup = (typeof BANNER_GROUPS)[number];
export type BannerInput = CallBody<typeof opsContentCalls.saveBanner>;

const bannersKey = [OPS_KEY, 'banners'] as const;

/** The languages the brand offers: content is written in each (EN is the fallback and required). */
export function useContentLanguages() {
  return useQuery({
    queryKey: [OPS_KEY, 'content-languages'],
    queryFn: ({ signal }) => opsCall(opsContentCalls.languages, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(groupName: BannerGroup | '') {
  return useQuery({
    queryKey: [...bannersKey, groupName],
    queryFn: ({ signal }) =>
      opsCall(opsContentCalls.banners, { query: groupName ? { groupName } : {}, signal }),
  });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BannerInput) => opsCall(opsContentCalls.saveBanner, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => opsCall(opsContentCalls.deleteBanner, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

/** Uploads an image (PNG, JPEG or WebP, at most 2 MB); answers its public `/img/uploads/…` URL. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return opsCall(opsContentCalls.uploadImage, { form });
}
