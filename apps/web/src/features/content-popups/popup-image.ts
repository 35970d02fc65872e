import { artworkSrcSet } from '@jade/contract/artwork';

/** Popup artwork is 600 × 800 (the server's generated "popup" shape). */
export const POPUP_IMAGE_WIDTH = 600;
export const POPUP_IMAGE_HEIGHT = 800;
/** The popup dialog's width; its picture is at most 44dvh high. */
export const POPUP_DIALOG_WIDTH = 420;
const MAX_HEIGHT_DVH = 44;

/** The picture's shown width: the dialog's, or that of the 44dvh-high picture when it is less. */
export const POPUP_IMAGE_SIZES = `min(${POPUP_DIALOG_WIDTH}px, 100vw, ${(MAX_HEIGHT_DVH * POPUP_IMAGE_WIDTH) / POPUP_IMAGE_HEIGHT}dvh)`;

/**
 * Fetches and decodes a popup's picture before the dialog opens (none is fine; a broken one shows its
 * alt text later), choosing among the server's widths as the dialog's image will (decision P29), so
 * the dialog finds it in the memory cache.
 */
export function preloadPopupImage(src: string | null | undefined): Promise<void> {
  if (!src) return Promise.resolve();
  const image = new Image();
  const srcSet = artworkSrcSet(src);
  if (srcSet) {
    image.sizes = POPUP_IMAGE_SIZES;
    image.srcset = srcSet;
  }
  image.src = src;
  return image.decode().catch(() => undefined);
}
