import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ALWAYS_FIRST_KEYS, FIRST_SCREEN_KEYS } from '../src/config/first-screen-keys';

/**
 * Serves the interface catalogues in two parts per language (decision P2):
 *
 *   virtual:jade-catalogues          → { MY: { first: () => import(…), rest: () => import(…) }, … }
 *   virtual:jade-catalogue/my-first  → the texts the first screen of every page shows (FIRST_SCREEN_KEYS)
 *   virtual:jade-catalogue/my-rest   → every other text, fetched after the first paint
 *
 * Each part is complete: a text a language lacks is filled in from English here, at build time, so
 * the site never fetches the English catalogue as a fallback beside the visitor's own.
 */
const INDEX_ID = 'virtual:jade-catalogues';
const PART_PREFIX = 'virtual:jade-catalogue/';
const PARTS = ['first', 'rest'] as const;

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/i18n/locales',
);

function readCatalogue(code: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(localesDir, `${code.toLowerCase()}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** The part's texts: the language's own, English where it has none. */
export function cataloguePart(code: string, part: (typeof PARTS)[number]): Record<string, string> {
  const english = readCatalogue('EN');
  const own = code === 'EN' ? english : readCatalogue(code);
  const first = new Set<string>([...FIRST_SCREEN_KEYS, ...ALWAYS_FIRST_KEYS]);
  const texts: Record<string, string> = {};
  for (const key of Object.keys(english)) {
    if (first.has(key) === (part === 'first')) texts[key] = own[key] ?? english[key]!;
  }
  return texts;
}

export function catalogueParts(): Plugin {
  return {
    name: 'jade-catalogue-parts',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(PART_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        // One entry per catalogue file (packages/i18n/locales/<code>.json): the languages of the contract.
        const codes = readdirSync(localesDir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => file.slice(0, -'.json'.length).toUpperCase());
        const entries = codes.map(
          (code) =>
            `  ${code}: { ${PARTS.map((part) => `${part}: () => import('${PART_PREFIX}${code.toLowerCase()}-${part}')`).join(', ')} },`,
        );
        return `export const catalogueParts = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PART_PREFIX}`)) return null;
      // The id's last segment names the chunk: my-first-<hash>.js.
      const [code, part] = id.slice(PART_PREFIX.length + 1).split('-') as [string, (typeof PARTS)[number]];
      for (const file of [
        path.join(localesDir, `${code.toLowerCase()}.json`),
        path.join(localesDir, 'en.json'),
      ]) {
        this.addWatchFile(file);
      }
      // JSON.parse of a string literal is faster to evaluate than the same object as code.
      const json = JSON.stringify(JSON.stringify(cataloguePart(code, part)));
      return `export default JSON.parse(${json});\n`;
    },
  };
}
