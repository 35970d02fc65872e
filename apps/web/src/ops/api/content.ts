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

// ---------- announcements, popups, promotions, applications, help, messages ----------

export type NoticeInput = CallBody<typeof opsContentCalls.saveNotice>;
export type PopupInput = CallBody<typeof opsContentCalls.savePopup>;
export type PromotionInput = CallBody<typeof opsContentCalls.savePromotion>;
export type HelpCategoryInput = CallBody<typeof opsContentCalls.saveHelpCategory>;
export type HelpArticleInput = CallBody<typeof opsContentCalls.saveHelpArticle>;
export type SendMessageInput = CallBody<typeof opsContentCalls.sendMessage>;
export type DecideInput = CallBody<typeof opsContentCalls.decideApplication>;
export type ApplicationStatus = 'applying' | 'approved' | 'refused';

const noticesKey = [OPS_KEY, 'notices'] as const;
const popupsKey = [OPS_KEY, 'popups'] as const;
const promotionsKey = [OPS_KEY, 'promotions'] as const;
const applicationsKey = [OPS_KEY, 'applications'] as const;
const helpKey = [OPS_KEY, 'help'] as const;
const messagesKey = [OPS_KEY, 'messages'] as const;

/** A save or delete that refreshes one list afterwards. */
function useWrite<B, V>(key: readonly unknown[], write: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useNotices(type: 'PL' | 'PU' | 'H' | '') {
  return useQuery({
    queryKey: [...noticesKey, type],
    queryFn: ({ signal }) => opsCall(opsContentCalls.notices, { query: type ? { type } : {}, signal }),
  });
}
export const useSaveNotice = () =>
  useWrite(noticesKey, (body: NoticeInput) => opsCall(opsContentCalls.saveNotice, { body }));
export const useDeleteNotice = () =>
  useWrite(noticesKey, (id: number) => opsCall(opsContentCalls.deleteNotice, { body: { id } }));

export function usePopups() {
  return useQuery({
    queryKey: popupsKey,
    queryFn: ({ signal }) => opsCall(opsContentCalls.popups, { signal }),
  });
}
export const useSavePopup = () =>
  useWrite(popupsKey, (body: PopupInput) => opsCall(opsContentCalls.savePopup, { body }));
export const useDeletePopup = () =>
  useWrite(popupsKey, (id: number) => opsCall(opsContentCalls.deletePopup, { body: { id } }));

export function usePromotions() {
  return useQuery({
    queryKey: promotionsKey,
    queryFn: ({ signal }) => opsCall(opsContentCalls.promotions, { signal }),
  });
}
export const useSavePromotion = () =>
  useWrite(promotionsKey, (body: PromotionInput) => opsCall(opsContentCalls.savePromotion, { body }));
export const useDeletePromotion = () =>
  useWrite(promotionsKey, (id: number) => opsCall(opsContentCalls.deletePromotion, { body: { id } }));

export function useApplications(status: ApplicationStatus | '', pageNo: number) {
  return useQuery({
    queryKey: [...applicationsKey, status, pageNo],
    queryFn: ({ signal }) =>
      opsCall(opsContentCalls.applications, {
        query: { ...(status ? { status } : {}), pageNo, pageSize: 20 },
        signal,
      }),
  });
}
export const useDecideApplication = () =>
  useWrite(applicationsKey, (body: DecideInput) => opsCall(opsContentCalls.decideApplication, { body }));

export function useHelp() {
  return useQuery({ queryKey: helpKey, queryFn: ({ signal }) => opsCall(opsContentCalls.help, { signal }) });
}
export const useSaveHelpCategory = () =>
  useWrite(helpKey, (body: HelpCategoryInput) => opsCall(opsContentCalls.saveHelpCategory, { body }));
export const useDeleteHelpCategory = () =>
  useWrite(helpKey, (id: number) => opsCall(opsContentCalls.deleteHelpCategory, { body: { id } }));
export const useSaveHelpArticle = () =>
  useWrite(helpKey, (body: HelpArticleInput) => opsCall(opsContentCalls.saveHelpArticle, { body }));
export const useDeleteHelpArticle = () =>
  useWrite(helpKey, (id: number) => opsCall(opsContentCalls.deleteHelpArticle, { body: { id } }));

export function useMessages(pageNo: number) {
  return useQuery({
    queryKey: [...messagesKey, pageNo],
    queryFn: ({ signal }) => opsCall(opsContentCalls.messages, { query: { pageNo, pageSize: 20 }, signal }),
  });
}
export const useSendMessage = () =>
  useWrite(messagesKey, (body: SendMessageInput) => opsCall(opsContentCalls.sendMessage, { body }));
export const useDeleteMessage = () =>
  useWrite(messagesKey, (id: number) => opsCall(opsContentCalls.deleteMessage, { body: { id } }));
