import { NOTICES_PER_PAGE } from '@jade/contract/content-constants';

/** The notice dialog's state: the page shown (1-based) and the open notice's index in the whole list. */
export interface NoticePaging {
  page: number;
  open: number | null;
}

export function pageCount(total: number, perPage = NOTICES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Opening by a stored index (spec §2): the page holding that notice, with it open. Without a valid
 * index: the first page with its first notice open.
 */
export function openAt(
  index: number | null | undefined,
  total: number,
  perPage = NOTICES_PER_PAGE,
): NoticePaging {
  if (index != null && Number.isInteger(index) && index >= 0 && index < total) {
    return { page: Math.floor(index / perPage) + 1, open: index };
  }
  return { page: 1, open: total > 0 ? 0 : null };
}

/** Choosing a title: the already open notice collapses, any other opens. */
export function toggle(state: NoticePaging, index: number): NoticePaging {
  return { ...state, open: state.open === index ? null : index };
}

/** Changing page selects the page's first notice. */
export function goToPage(page: number, total: number, perPage = NOTICES_PER_PAGE): NoticePaging {
  const last = pageCount(total, perPage);
  const p = Math.min(Math.max(1, Math.trunc(page)), last);
  const first = (p - 1) * perPage;
  return { page: p, open: first < total ? first : null };
}

/** The indices (into the whole list) of the notices on `page`. */
export function pageIndices(page: number, total: number, perPage = NOTICES_PER_PAGE): number[] {
  const from = (page - 1) * perPage;
  const to = Math.min(total, from + perPage);
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
