// The catalogue parts served by vite-plugins/catalogue-parts.ts.
declare module 'virtual:jade-catalogues' {
  import type { LanguageCode } from '@jade/contract/languages';
  type Part = () => Promise<{ default: Record<string, string> }>;
  export const catalogueParts: Record<LanguageCode, { first: Part; rest: Part }>;
}
