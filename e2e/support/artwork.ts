import { expect, type Locator } from '@playwright/test';
import { ARTWORK_WIDTHS, ARTWORK_WIDTH_PARAM, artworkKind } from '@jade/contract/artwork';

/**
 * Checks that a loaded image of the server's artwork came at the smallest width of its kind's ladder
 * that covers its box at the screen's density (decision P29): the browser picked from the `srcset`,
 * and the server drew that width. Returns the width.
 */
export async function expectRightSized(image: Locator): Promise<number> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const seen = await image.evaluate(async (img: HTMLImageElement) => {
    // naturalWidth is in CSS pixels (the file's width over the candidate's density): a plain Image of
    // the same address tells the file's own width.
    const probe = new Image();
    probe.src = img.currentSrc;
    await probe.decode().catch(() => undefined);
    return {
      src: img.getAttribute('src') ?? '',
      current: img.currentSrc,
      box: img.getBoundingClientRect().width,
      dpr: window.devicePixelRatio,
      drawn: probe.naturalWidth,
    };
  });
  const kind = artworkKind(seen.src);
  expect(kind, seen.src).not.toBeNull();
  const ladder: readonly number[] = ARTWORK_WIDTHS[kind!];
  const need = seen.box * seen.dpr;
  const expected = ladder.find((w) => w >= need - 0.5) ?? ladder[ladder.length - 1]!;
  const asked = Number(new URL(seen.current).searchParams.get(ARTWORK_WIDTH_PARAM));
  expect(asked, `${seen.current} for a box of ${seen.box} px at ×${seen.dpr}`).toBe(expected);
  expect(seen.drawn).toBe(expected);
  return expected;
}
