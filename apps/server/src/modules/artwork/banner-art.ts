import { GAME_CATEGORIES } from '@jade/contract/games';
import { drawBackground } from './backgrounds';
import { CATEGORY_MOTIFS, drawMotif, motifDefs, sparkle, type MotifName } from './motifs';
import { CATEGORY_PALETTE, PALETTES, type Palette } from './palettes';
import { cleanText, esc, fitText, hash32, idPrefix, n, rngFrom, svgOpen, textShadow } from './svg-kit';

/** Banner themes: a game category, or one of the site's other route groups. */
export const BANNER_THEMES = [...GAME_CATEGORIES, 'HOME', 'PROMO', 'VIP', 'APP', 'MALL', 'HELP'] as const;
export type BannerTheme = (typeof BANNER_THEMES)[number];

export interface BannerArtInput {
  key: string;
  title: string;
  subtitle?: string;
  theme?: string;
}

const THEME_LOOK: Record<string, { palette: string; hero: MotifName; props: MotifName[] }> = {
  HOME: { palette: 'lucky-red', hero: 'ingot', props: ['coin', 'gem', 'coin'] },
  PROMO: { palette: 'royal', hero: 'gift', props: ['coin', 'star', 'chip'] },
  VIP: { palette: 'obsidian', hero: 'crown', props: ['gem', 'coin', 'gem'] },
  APP: { palette: 'sapphire', hero: 'phone', props: ['coin', 'star', 'chip'] },
  MALL: { palette: 'amethyst', hero: 'gift', props: ['gem', 'coin', 'star'] },
  HELP: { palette: 'teal-gold', hero: 'gem', props: ['star', 'coin', 'star'] },
};

export function look(input: BannerArtInput): { pal: Palette; hero: MotifName; props: MotifName[] } {
  const theme = (input.theme ?? '').toUpperCase();
  const h = hash32(`banner:${input.key}`);
  if ((GAME_CATEGORIES as readonly string[]).includes(theme)) {
    const cat = theme as (typeof GAME_CATEGORIES)[number];
    const motifs = CATEGORY_MOTIFS[cat];
    return {
      pal: CATEGORY_PALETTE[cat],
      hero: motifs[h % motifs.length] ?? 'star',
      props: cat === 'RNG' ? ['coin', 'cherries', 'gem'] : ['coin', 'chip', 'coin'],
    };
  }
  const l = THEME_LOOK[theme];
  if (l)
    return {
      pal: PALETTES.find((p) => p.name === l.palette) ?? (PALETTES[0] as Palette),
      hero: l.hero,
      props: l.props,
    };
  return { pal: PALETTES[h % PALETTES.length] as Palette, hero: 'ingot', props: ['coin', 'gem', 'coin'] };
}

/** A wide promotional banner (1200×360): rays, particles, a hero motif with props, title and subtitle. */
export function bannerArtSvg(input: BannerArtInput): string {
  const { pal, hero, props } = look(input);
  const id = idPrefix(`b:${input.key}:${input.theme ?? ''}`);
  const rng = rngFrom(`banner:${input.key}`);
  const title = cleanText(input.title);
  const subtitle = cleanText(input.subtitle ?? '');
  const t = fitText(title, 620, 68, 34);
  const s = fitText(subtitle, 600, 28, 18);
  const v = rng.int(97);
  // Each distinct prop is drawn once in <defs> and placed with <use>.
  const unique = [...new Set(props)];
  const propDefs = unique.map((m, k) => `<g id="${id}P${k}">${drawMotif(m, { id, pal, v })}</g>`).join('');
  const place = (m: MotifName, x: number, y: number, scale: number, rot: number): string =>
    `<use href="#${id}P${unique.indexOf(m)}" transform="translate(${x} ${y}) rotate(${rot}) scale(${scale}) translate(-50 -50)"/>`;
  const titleY = subtitle ? 170 : 200;
  const titleAttrs = `x="72" y="${titleY}" font-size="${t.size}"${t.attrs} stroke-width="6" paint-order="stroke"`;
  return (
    svgOpen(1200, 360, [title, subtitle].filter(Boolean).join(' — ') || 'Jade', id) +
    `<defs>${motifDefs(id, pal)}` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2=".6"><stop offset="0" stop-color="${pal.bg[2]}"/><stop offset=".55" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[0]}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx="900" cy="170" r="360" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".8"/><stop offset=".35" stop-color="${pal.glow}" stop-opacity=".22"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${pal.ink}" stop-opacity=".75"/><stop offset=".55" stop-color="${pal.ink}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="${id}t" x2="0" y2="1"><stop offset=".1" stop-color="${pal.metal[0]}"/><stop offset=".55" stop-color="${pal.metal[1]}"/><stop offset="1" stop-color="${pal.metal[2]}"/></linearGradient>` +
    propDefs +
    `</defs>` +
    `<rect width="1200" height="360" fill="url(#${id}b)"/>` +
    drawBackground('rays', { id: `${id}r`, w: 1200, h: 360, fx: 900, fy: 170, pal, rng }) +
    drawBackground('bokeh', { id: `${id}k`, w: 1200, h: 360, fx: 900, fy: 170, pal, rng }) +
    `<rect width="1200" height="360" fill="url(#${id}g)"/>` +
    `<g fill="none" stroke="url(#${id}m)" opacity=".3"><circle cx="900" cy="170" r="150" stroke-width="2"/><circle cx="900" cy="170" r="172" stroke-width="5" stroke-dasharray="2 12"/></g>` +
    `<ellipse cx="900" cy="320" rx="230" ry="26" fill="#000" opacity=".35"/>` +
    place(at3(props, 0), 700, 250, 0.9, -18) +
    place(at3(props, 1), 1105, 92, 0.75, 16) +
    place(at3(props, 2), 1110, 280, 0.95, 10) +
    `<g transform="translate(900 170) rotate(-4) scale(2.6) translate(-50 -50)">${drawMotif(hero, { id, pal, v })}</g>` +
    sparkle(760, 70, 14) +
    sparkle(1040, 190, 10) +
    sparkle(640, 150, 8) +
    `<rect width="1200" height="360" fill="url(#${id}v)"/>` +
    (title
      ? textShadow(titleAttrs, esc(title), 4, pal.ink, 0.6) +
        `<text ${titleAttrs} fill="url(#${id}t)" stroke="${pal.ink}">${esc(title)}</text>` +
        `<path d="M74 ${titleY + 24}H${n(74 + 160)}" stroke="${pal.metal[1]}" stroke-width="4" stroke-linecap="round"/>` +
        `<circle cx="${n(74 + 176)}" cy="${titleY + 24}" r="4" fill="${pal.metal[1]}"/>`
      : '') +
    (subtitle
      ? `<text x="74" y="${titleY + 72}" font-size="${s.size}"${s.attrs} fill="#fff" fill-opacity=".92" stroke="${pal.ink}" stroke-width="3" paint-order="stroke">${esc(subtitle)}</text>`
      : '') +
    `</svg>`
  );
}

function at3(list: readonly MotifName[], i: number): MotifName {
  return list[i % list.length] ?? 'coin';
}
