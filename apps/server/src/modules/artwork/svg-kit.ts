/**
 * Small, dependency-free helpers shared by the artwork generators: a stable string hash, a seeded
 * pseudo-random generator, XML escaping, number formatting and text fitting.
 */

/** 32-bit FNV-1a over the UTF-16 code units of `input`. Stable across runs and platforms. */
export function hash32(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Final avalanche so that near-identical codes (GAME1, GAME2) land far apart.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A tiny deterministic PRNG (mulberry32). */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
}

export function rngFrom(seed: string): Rng {
  let a = hash32(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    range: (min, max) => min + next() * (max - min),
    pick: <T>(list: readonly T[]): T => list[int(list.length)] as T,
  };
}

/** Picks from a non-empty list by index (wrapping), typed without undefined. */
export function at<T>(list: readonly T[], index: number): T {
  return list[((index % list.length) + list.length) % list.length] as T;
}

/** Removes characters XML 1.0 forbids (control characters, lone surrogates). */
export function cleanText(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    const allowed =
      c === 0x09 ||
      c === 0x0a ||
      c === 0x0d ||
      (c >= 0x20 && c < 0x7f) ||
      (c > 0x9f && c < 0xd800) ||
      (c > 0xdfff && c < 0xfffe) ||
      c > 0xffff;
    out += allowed ? ch : '';
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Escapes text for use in XML content and attribute values. */
export function esc(text: string): string {
  return cleanText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Formats a coordinate with at most one decimal, keeping the markup compact. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** A short id prefix (four base-36 digits), unique per artwork, so that inlined SVGs never share gradient ids. */
export function idPrefix(seed: string): string {
  return 'j' + (hash32(seed) % 1679616).toString(36);
}

export const FONT = `font-family="'Noto Sans','Segoe UI',Roboto,Arial,sans-serif" font-weight="800"`;

/** Rough advance width of `text` in em for a heavy sans-serif face. */
export function textEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (/[iIl1.,:;'|!]/.test(ch)) em += 0.32;
    else if (ch === ' ') em += 0.28;
    else if (/[MWmw@]/.test(ch)) em += 0.92;
    else if (/[A-Z]/.test(ch)) em += 0.72;
    else if (/[0-9]/.test(ch)) em += 0.62;
    else if (/[a-z]/.test(ch)) em += 0.6;
    else if (ch.codePointAt(0)! > 0x2e80) em += 1;
    else em += 0.66;
  }
  return em;
}

/**
 * Chooses a font size for `text` to fit `maxWidth`, never below `minSize`; when even the minimum is too
 * wide, returns a `textLength` that squeezes the glyphs into the box.
 */
export function fitText(
  text: string,
  maxWidth: number,
  size: number,
  minSize: number,
  letterSpacing = 0,
): { size: number; attrs: string } {
  const em = textEm(text) + letterSpacing * [...text].length;
  const wanted = em * size;
  if (wanted <= maxWidth) return { size, attrs: '' };
  const fitted = maxWidth / em;
  if (fitted >= minSize) return { size: Math.floor(fitted * 10) / 10, attrs: '' };
  return { size: minSize, attrs: ` textLength="${n(maxWidth)}" lengthAdjust="spacingAndGlyphs"` };
}

/** Splits a long title into two balanced lines at a space, or returns it whole. */
export function splitLines(text: string, maxChars: number): string[] {
  if (text.length <= maxChars || !text.includes(' ')) return [text];
  const mid = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  }
  return [text.slice(0, best), text.slice(best + 1)];
}

/** Opening tag of an accessible SVG document with a title. */
export function svgOpen(width: number, height: number, title: string, id: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-labelledby="${id}-title" stroke-linejoin="round" ${FONT}><title id="${id}-title">${esc(title)}</title>`
  );
}

/** A vertical (or angled) linear gradient from evenly spaced colour stops. */
export function linear(id: string, stops: readonly string[], x2 = 0, y2 = 1): string {
  const s = stops
    .map((c, i) => `<stop offset="${n((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** A radial glow: colour in the centre fading to transparent. */
export function glow(id: string, color: string, opacity = 1): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

/*
 * No SVG filters (drop shadows, blurs) in the artwork: a browser draws an SVG image on the page's main
 * thread, and a filtered one cost several times as much there (decision P13). Depth comes from ground
 * shadows, offset copies and soft gradients instead.
 */

/** An offset dark copy of a text, drawn before it: the text's shadow. `attrs` position and size it. */
export function textShadow(attrs: string, content: string, dy: number, ink: string, opacity: number): string {
  return `<text ${attrs} transform="translate(0 ${dy})" fill="${ink}" stroke="${ink}" opacity="${opacity}">${content}</text>`;
}
