import { queryOptions, useQuery } from '@tanstack/react-query';
import { artworkSrcSet, BANNER_SIZES } from '@jade/contract/artwork';
import type { BannerGroup } from '@jade/contract/content';
import type { LanguageCode } from '@jade/contract/languages';
import { contentCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { queryClient } from '../query-client';
import { useLocaleStore } from '../../stores/locale-store';
import { useSessionStore } from '../../stores/session-store';

/** The active banners of one group (CCSFE_getBanners); titles and alt texts in the interface language. */
export function bannersQueryOptions(merchant: string, language: LanguageCode, group: BannerGroup) {
  return queryOptions({
    queryKey: ['content', 'banners', merchant, language, group],
    queryFn: ({ signal }) => callApi(contentCalls.banners, { query: { groupNames: group }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The group's banners in display order. */
export function useBanners(group: BannerGroup) {
  const merchant = useSessionStore((s) => s.merchant);
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    ...bannersQueryOptions(merchant, language, group),
    // Keep the old language's banners while the new ones load (not another group's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === group ? previous : undefined,
    select: (value) => value.banners.filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort),
  });
}

const preloaded = new Set<string>();

/**
 * Starts loading a group's banners before the page's code has arrived, and asks the browser for the
 * first banner image at high priority as soon as its address is known: it is the home page's largest
 * paint, so it must not wait for the start-up chain (catalogue, status, page chunk).
 */
export function prefetchBanners(group: BannerGroup): void {
  const { merchant } = useSessionStore.getState();
  const { language } = useLocaleStore.getState();
  void queryClient
    .fetchQuery(bannersQueryOptions(merchant, language, group))
    .then((value) => {
      const first = value.banners.filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort)[0];
      if (!first || preloaded.has(first.url)) return;
      preloaded.add(first.url);
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = first.url;
      // The strip's own choice among the server's widths (P29), or this would fetch a second copy.
      const srcSet = artworkSrcSet(first.url);
      if (srcSet) {
        link.imageSrcset = srcSet;
        link.imageSizes = BANNER_SIZES;
      }
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    })
    .catch(() => {
      // The strip asks again when it renders and shows its own state.
    });
}
