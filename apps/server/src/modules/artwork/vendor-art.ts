import { GAME_CATEGORIES, type GameCategory } from '@jade/contract/games';
import { CATEGORY_MOTIFS, drawMotif, motifDefs, sparkle } from './motifs';
import { PALETTES, type Palette } from './palettes';
import { at, cleanText, esc, fitText, hash32, idPrefix, n, svgOpen, textEm, textShadow } from './svg-kit';

export interface VendorArtInput {
  code: string;
  displayName: string;
  category: string;
}

/** Short English labels under vendor wordmarks (brand-like, not translated UI text). */
const CATEGORY_TAGS: Record<GameCategory, string> = {
  RNG: 'SLOTS',
  LIVE: 'LIVE CASINO',
  FISH: 'FISHING',
  PVP: 'CARD GAMES',
  SPORTS: 'SPORTSBOOK',
  ESPORTS: 'ESPORTS',
  LOTT: 'LOTTERY',
  ELOTT: 'E-LOTTERY',
  COCKFIGHT: 'SABONG',
  TABLE: 'TABLE GAMES',
  ARCADE: 'ARCADE',
  JACKPOT: 'JACKPOT',
  BINGO: 'BINGO',
};

export function asCategory(category: string): GameCategory {
  const upper = category.toUpperCase();
  return (GAME_CATEGORIES as readonly string[]).includes(upper) ? (upper as GameCategory) : 'RNG';
}

/** The vendor's look: palette, emblem motif and badge shape, all from a hash of its code. */
export function vendorRecipe(input: VendorArtInput) {
  const category = asCategory(input.category);
  const h = hash32(`vendor:${input.code}`);
  return {
    category,
    palette: at(PALETTES, h),
    motif: at(CATEGORY_MOTIFS[category], h >>> 8),
    badge: (h >>> 16) % 5,
    v: (h >>> 20) % 97,
  };
}

/** Badge outlines in a 100×100 box: circle, hexagon, shield, rounded square, octagon. */
const BADGES = [
  '<circle cx="50" cy="50" r="46"/>',
  '<path d="M50 3L91 26.5V73.5L50 97L9 73.5V26.5Z"/>',
  '<path d="M50 3L90 15V48C90 72 72 90 50 97C28 90 10 72 10 48V15Z"/>',
  '<rect x="5" y="5" width="90" height="90" rx="24"/>',
  '<path d="M31 4H69L96 31V69L69 96H31L4 69V31Z"/>',
];

function badge(id: string, index: number, ink: string): string {
  const shape = at(BADGES, index);
  return (
    shape.replace('/>', ` fill="${ink}" transform="translate(0 3)"/>`) +
    shape.replace('/>', ` fill="url(#${id}b)" stroke="url(#${id}m)" stroke-width="4"/>`) +
    shape.replace('/>', ` fill="url(#${id}g)" transform="translate(50 50) scale(.86) translate(-50 -50)"/>`)
  );
}

/** A pill colour dark enough for white text: the accent, or its deep shade when the accent is pale. */
function pillColour(pal: Palette): string {
  const hex = pal.accent[1].replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? pal.accent[2] : pal.accent[1];
}

/** Initials for a monogram: up to three letters of the words (or the first two of a single word). */
export function monogram(name: string): string {
  const clean = cleanText(name)
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .trim();
  const words = clean.split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'J';
  if (words.length === 1) {
    const w = words[0] as string;
    return (/^[A-Z0-9]{2,4}$/.test(w) ? w : [...w].slice(0, 2).join('')).toUpperCase();
  }
  return words
    .slice(0, 3)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * A wide wordmark (240×80) on a transparent background: a badge emblem and the vendor's name in a
 * metal gradient with a dark rim, readable on light and dark surfaces.
 */
export function vendorLogoSvg(input: VendorArtInput): string {
  const r = vendorRecipe(input);
  const id = idPrefix(`vl:${input.code}`);
  const pal = r.palette;
  const name = cleanText(input.displayName) || input.code;
  const tag = CATEGORY_TAGS[r.category];
  const fit = fitText(name, 152, 30, 15);
  const nameY = 44 + fit.size * 0.08;
  const nameAttrs = `x="80" y="${n(nameY)}" font-size="${fit.size}"${fit.attrs} stroke-width="${n(Math.max(2.2, fit.size * 0.11))}" paint-order="stroke"`;
  return (
    svgOpen(240, 80, `${name} logo`, id) +
    `<defs>${motifDefs(id, pal)}` +
    `<linearGradient id="${id}b" x2="0" y2="1"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></linearGradient>` +
    `<radialGradient id="${id}g" cy=".35" r=".6"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}t" x2="0" y2="1"><stop offset=".1" stop-color="${pal.metal[0]}"/><stop offset=".55" stop-color="${pal.metal[1]}"/><stop offset="1" stop-color="${pal.metal[2]}"/></linearGradient>` +
    `</defs>` +
    `<g transform="translate(4 6) scale(.68)">${badge(id, r.badge, pal.ink)}` +
    `<g transform="translate(17 15) scale(.66)">${drawMotif(r.motif, { id, pal, v: r.v })}</g></g>` +
    textShadow(nameAttrs, esc(name), 1.5, pal.ink, 0.45) +
    `<text ${nameAttrs} fill="url(#${id}t)" stroke="${pal.ink}">${esc(name)}</text>` +
    `<rect x="80" y="53" width="${n(textEm(tag) * 9.5 + tag.length * 1.6 + 12)}" height="16" rx="8" fill="${pillColour(pal)}" stroke="${pal.ink}" stroke-opacity=".6" stroke-width="1"/>` +
    `<text x="87" y="64.5" font-size="9.5" letter-spacing="1.6" fill="#fff">${esc(tag)}</text>` +
    `</svg>`
  );
}

/** A square app-icon tile (128×128): gradient, glow, emblem and monogram. */
export function vendorIconSvg(input: VendorArtInput): string {
  const r = vendorRecipe(input);
  const id = idPrefix(`vi:${input.code}`);
  const pal = r.palette;
  const name = cleanText(input.displayName) || input.code;
  const mono = monogram(name);
  const fit = fitText(mono, 96, 26, 16, 0.04);
  return (
    svgOpen(128, 128, `${name} icon`, id) +
    `<defs>${motifDefs(id, pal)}` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset=".6" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></linearGradient>` +
    `<radialGradient id="${id}g" cy=".4" r=".55"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".7"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}k" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<clipPath id="${id}c"><rect width="128" height="128" rx="28"/></clipPath>` +
    `</defs><g clip-path="url(#${id}c)">` +
    `<rect width="128" height="128" fill="url(#${id}b)"/><rect width="128" height="128" fill="url(#${id}g)"/>` +
    `<g fill="${pal.glow}" opacity=".12">${[0, 1, 2, 3, 4, 5].map((k) => `<path d="M64 52L${n(64 + 140 * Math.cos(k * 1.047))} ${n(52 + 140 * Math.sin(k * 1.047))}L${n(64 + 140 * Math.cos(k * 1.047 + 0.35))} ${n(52 + 140 * Math.sin(k * 1.047 + 0.35))}Z"/>`).join('')}</g>` +
    `<g transform="translate(26 10) scale(.76)">${drawMotif(r.motif, { id, pal, v: r.v })}</g>` +
    `<path d="M0 0H128V50C96 62 32 62 0 50Z" fill="url(#${id}k)"/>` +
    `<rect y="92" width="128" height="36" fill="${pal.ink}" opacity=".55"/>` +
    `<path d="M0 92H128" stroke="${pal.metal[1]}" stroke-width="2"/>` +
    `<text x="64" y="${n(110 + fit.size * 0.36)}" font-size="${fit.size}"${fit.attrs} text-anchor="middle" letter-spacing="1" fill="url(#${id}m)" stroke="${pal.ink}" stroke-width="1" paint-order="stroke">${esc(mono)}</text>` +
    sparkle(104, 22, 6) +
    `</g><rect x="1.5" y="1.5" width="125" height="125" rx="26.5" fill="none" stroke="url(#${id}m)" stroke-width="3" opacity=".85"/></svg>`
  );
}
