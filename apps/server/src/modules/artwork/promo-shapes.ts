import { drawBackground } from './backgrounds';
import { look, type BannerArtInput } from './banner-art';
import { drawMotif, motifDefs, sparkle } from './motifs';
import { cleanText, esc, fitText, idPrefix, rngFrom, svgOpen } from './svg-kit';

/**
 * Banner shapes other than the wide strip, for the floating deposit promo (spec §2 side bar):
 * `icon` (w_topup_1, 160×160 round badge), `button` (w_topup_2, 480×120 pill), `popup`
 * (w_topup_3 and the gift popups, 600×800 portrait card).
 */
export const BANNER_SHAPES = ['icon', 'button', 'popup'] as const;
export type BannerShape = (typeof BANNER_SHAPES)[number];

function defs(id: string, input: BannerArtInput, w: number, h: number) {
  const { pal } = look(input);
  return (
    `<defs>${motifDefs(id, pal)}` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.bg[2]}"/><stop offset=".6" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[0]}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx="${w / 2}" cy="${h * 0.42}" r="${Math.max(w, h) * 0.55}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".85"/><stop offset=".4" stop-color="${pal.glow}" stop-opacity=".2"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}t" x2="0" y2="1"><stop offset=".1" stop-color="${pal.metal[0]}"/><stop offset=".55" stop-color="${pal.metal[1]}"/><stop offset="1" stop-color="${pal.metal[2]}"/></linearGradient>` +
    `</defs>`
  );
}

export function promoShapeSvg(input: BannerArtInput, shape: BannerShape): string {
  const { pal, hero } = look(input);
  const id = idPrefix(`p:${shape}:${input.key}:${input.theme ?? ''}`);
  const rng = rngFrom(`promo:${input.key}`);
  const title = cleanText(input.title);
  const subtitle = cleanText(input.subtitle ?? '');
  const motif = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale}) translate(-50 -50)">${drawMotif(hero, { id, pal, v: 0 })}</g>`;
  const label = `${title}${subtitle ? ` — ${subtitle}` : ''}` || 'Jade';

  if (shape === 'icon') {
    const badge = fitText(subtitle || title, 120, 30, 16);
    return (
      svgOpen(160, 160, label, id) +
      defs(id, input, 160, 160) +
      `<circle cx="80" cy="80" r="76" fill="url(#${id}b)" stroke="url(#${id}m)" stroke-width="6"/>` +
      `<circle cx="80" cy="80" r="72" fill="url(#${id}g)"/>` +
      motif(80, 70, 0.95) +
      sparkle(124, 36, 7) +
      `<rect x="22" y="112" width="116" height="36" rx="18" fill="${pal.ink}" fill-opacity=".85" stroke="url(#${id}m)" stroke-width="2"/>` +
      `<text x="80" y="138" text-anchor="middle" font-size="${badge.size}"${badge.attrs} font-weight="800" fill="url(#${id}t)">${esc(subtitle || title)}</text>` +
      `</svg>`
    );
  }
  if (shape === 'button') {
    const t = fitText(title, 330, 40, 20);
    return (
      svgOpen(480, 120, label, id) +
      defs(id, input, 480, 120) +
      `<rect x="4" y="4" width="472" height="112" rx="56" fill="url(#${id}b)" stroke="url(#${id}m)" stroke-width="6"/>` +
      `<rect x="4" y="4" width="472" height="112" rx="56" fill="url(#${id}g)"/>` +
      `<circle cx="62" cy="60" r="46" fill="${pal.ink}" fill-opacity=".4"/>` +
      motif(62, 60, 0.78) +
      sparkle(440, 30, 8) +
      `<text x="126" y="${subtitle ? 62 : 74}" font-size="${t.size}"${t.attrs} font-weight="800" fill="url(#${id}t)" stroke="${pal.ink}" stroke-width="4" paint-order="stroke">${esc(title)}</text>` +
      (subtitle
        ? `<text x="128" y="94" font-size="20" fill="#fff" fill-opacity=".9">${esc(subtitle)}</text>`
        : '') +
      `</svg>`
    );
  }
  const t = fitText(title, 520, 56, 28);
  const s = fitText(subtitle, 520, 28, 16);
  return (
    svgOpen(600, 800, label, id) +
    defs(id, input, 600, 800) +
    `<rect width="600" height="800" rx="36" fill="url(#${id}b)"/>` +
    drawBackground('rays', { id: `${id}r`, w: 600, h: 800, fx: 300, fy: 320, pal, rng }) +
    drawBackground('bokeh', { id: `${id}k`, w: 600, h: 800, fx: 300, fy: 320, pal, rng }) +
    `<rect width="600" height="800" rx="36" fill="url(#${id}g)"/>` +
    `<rect x="10" y="10" width="580" height="780" rx="30" fill="none" stroke="url(#${id}m)" stroke-width="6"/>` +
    `<ellipse cx="300" cy="520" rx="190" ry="24" fill="#000" opacity=".35"/>` +
    motif(300, 330, 3.2) +
    sparkle(120, 140, 14) +
    sparkle(480, 220, 10) +
    sparkle(150, 460, 9) +
    `<text x="300" y="630" text-anchor="middle" font-size="${t.size}"${t.attrs} font-weight="800" fill="url(#${id}t)" stroke="${pal.ink}" stroke-width="6" paint-order="stroke">${esc(title)}</text>` +
    (subtitle
      ? `<text x="300" y="690" text-anchor="middle" font-size="${s.size}"${s.attrs} fill="#fff" fill-opacity=".92" stroke="${pal.ink}" stroke-width="3" paint-order="stroke">${esc(subtitle)}</text>`
      : '') +
    `</svg>`
  );
}
