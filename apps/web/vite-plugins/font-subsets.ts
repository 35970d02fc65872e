import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Burmese faces cut down to the Burmese letters (U+1000–U+104F, with the joiners and the dotted
 * circle that shaping inserts): 23 KB a weight instead of 47 KB for the whole Myanmar block, whose
 * other half writes Mon, Shan and Karen (decision P4). Written to `.generated/fonts/` before Vite
 * starts, from the @fontsource package's files, and used by src/styles/fonts.css; the full block
 * stays available through the package's own faces for the rare text that needs it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const packageFiles = path.resolve(here, '../../../node_modules/@fontsource/noto-sans-myanmar/files');
export const FONT_OUT_DIR = path.resolve(here, '../.generated/fonts');

const BURMESE = (() => {
  let text = '\u200b\u200c\u200d\u25cc';
  for (let code = 0x1000; code <= 0x104f; code++) text += String.fromCodePoint(code);
  return text;
})();

const SUBSETS = [400, 700].map((weight) => ({
  source: path.join(packageFiles, `noto-sans-myanmar-myanmar-${weight}-normal.woff2`),
  target: path.join(FONT_OUT_DIR, `noto-sans-myanmar-burmese-${weight}.woff2`),
}));

async function writeSubsets(): Promise<void> {
  mkdirSync(FONT_OUT_DIR, { recursive: true });
  for (const { source, target } of SUBSETS) {
    const fresh = (() => {
      try {
        return statSync(target).mtimeMs >= statSync(source).mtimeMs;
      } catch {
        return false;
      }
    })();
    if (fresh) continue;
    writeFileSync(target, await subsetFont(readFileSync(source), BURMESE, { targetFormat: 'woff2' }));
  }
}

export function fontSubsets(): Plugin {
  return {
    name: 'jade-font-subsets',
    async config() {
      await writeSubsets();
    },
  };
}
