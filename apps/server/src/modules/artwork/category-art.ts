import { drawBackground } from './backgrounds';
import { CATEGORY_MOTIFS, drawMotif, motifDefs, sparkle } from './motifs';
import { CATEGORY_PALETTE } from './palettes';
import { idPrefix, rngFrom, svgOpen } from './svg-kit';
import { asCategory } from './vendor-art';

/**
 * A square illustration (320×320) for a category tile: layered gradient, light rays, rings, a glowing
 * stage and the category's motif large. No text, so the tile's label can be localised by the site.
 */
export function categoryArtSvg(category: string): string {
  const cat = asCategory(category);
  const pal = CATEGORY_PALETTE[cat];
  const id = idPrefix(`c:${cat}`);
  const rng = rngFrom(`category:${cat}`);
  const motif = CATEGORY_MOTIFS[cat][0] ?? 'star';
  return (
    svgOpen(320, 320, `${cat} games`, id) +
    `<defs>${motifDefs(id, pal)}` +
    `<radialGradient id="${id}b" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset=".6" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></radialGradient>` +
    `<radialGradient id="${id}g" cx="160" cy="150" r="150" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".85"/><stop offset=".4" stop-color="${pal.glow}" stop-opacity=".22"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}e" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".7"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="320" height="320" fill="url(#${id}b)"/>` +
    drawBackground('rays', { id: `${id}r`, w: 320, h: 320, fx: 160, fy: 150, pal, rng }) +
    drawBackground('stars', { id: `${id}x`, w: 320, h: 320, fx: 160, fy: 150, pal, rng }) +
    `<rect width="320" height="320" fill="url(#${id}g)"/>` +
    `<g fill="none" stroke="url(#${id}m)"><circle cx="160" cy="150" r="112" stroke-width="1.5" opacity=".35"/><circle cx="160" cy="150" r="124" stroke-width="4" stroke-dasharray="2 10" opacity=".35"/></g>` +
    `<ellipse cx="160" cy="268" rx="120" ry="24" fill="url(#${id}e)"/>` +
    `<ellipse cx="160" cy="268" rx="86" ry="12" fill="#000" opacity=".35"/>` +
    `<g transform="translate(160 150) scale(2.1) translate(-50 -50)">${drawMotif(motif, { id, pal, v: 7 })}</g>` +
    sparkle(62, 70, 10) +
    sparkle(262, 96, 7) +
    sparkle(250, 232, 9) +
    `<rect x="1" y="1" width="318" height="318" rx="22" fill="none" stroke="url(#${id}m)" stroke-width="2" opacity=".5"/>` +
    `</svg>`
  );
}
