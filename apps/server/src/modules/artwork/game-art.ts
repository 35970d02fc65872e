import { BACKGROUNDS, drawBackground } from './backgrounds';
import { CATEGORY_MOTIFS, drawMotif, motifDefs, sparkle } from './motifs';
import { PALETTES } from './palettes';
import { cleanText, esc, fitText, idPrefix, n, rngFrom, splitLines, svgOpen, textEm } from './svg-kit';
import { asCategory } from './vendor-art';

export interface GameArtInput {
  code: string;
  gameName: string;
  vendorName: string;
  category: string;
}

/** What a game tile is made of; everything derives from the game code (and category). */
export function gameRecipe(input: GameArtInput) {
  const category = asCategory(input.category);
  const rng = rngFrom(`game:${input.code}`);
  return {
    category,
    palette: rng.pick(PALETTES),
    background: rng.pick(BACKGROUNDS),
    motif: rng.pick(CATEGORY_MOTIFS[category]),
    frame: rng.int(3),
    tilt: rng.range(-8, 8),
    v: rng.int(97),
    rng,
  };
}

/** A game tile (300×300): backdrop, glowing motif, and the game's name on a banner. */
export function gameArtSvg(input: GameArtInput): string {
  const r = gameRecipe(input);
  const id = idPrefix(`g:${input.code}`);
  const pal = r.palette;
  const name = cleanText(input.gameName) || input.code;
  const vendor = cleanText(input.vendorName).toUpperCase();
  const lines = splitLines(name, 16);
  const twoLines = lines.length > 1;
  const bandY = twoLines ? 206 : 226;
  const fits = lines.map((l) => fitText(l, 262, twoLines ? 27 : 31, 15));
  const size = Math.min(...fits.map((f) => f.size));
  const my = twoLines ? 112 : 122;

  let text = '';
  lines.forEach((line, i) => {
    const y = twoLines ? 244 + i * 32 : 272;
    const f = fitText(line, 262, size, 15);
    text += `<text x="150" y="${n(y)}" font-size="${f.size}"${f.attrs} text-anchor="middle" fill="url(#${id}t)" stroke="${pal.ink}" stroke-width="4" paint-order="stroke">${esc(line)}</text>`;
  });

  const frame =
    r.frame === 0
      ? `<rect x="7" y="7" width="286" height="286" rx="16" fill="none" stroke="url(#${id}m)" stroke-width="2" opacity=".7"/>`
      : r.frame === 1
        ? `<path d="M8 40V8H40M260 8H292V40M8 ${bandY - 8}V${bandY - 40}M292 ${bandY - 8}V${bandY - 40}" fill="none" stroke="url(#${id}m)" stroke-width="3" stroke-linecap="round" opacity=".85"/>`
        : '';

  let sparkles = '';
  for (let i = 0; i < 4; i++)
    sparkles += sparkle(24 + r.rng.int(252), 20 + r.rng.int(bandY - 40), 4 + r.rng.int(5));

  const vendorW = vendor ? textEm(vendor) * 11 + vendor.length * 1.2 + 18 : 0;
  const vendorFit = Math.min(vendorW, 180);

  return (
    svgOpen(300, 300, `${name}${vendor ? ` — ${cleanText(input.vendorName)}` : ''}`, id) +
    `<defs>${motifDefs(id, pal)}` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset=".55" stop-color="${pal.bg[1]}"/><stop offset="1" stop-color="${pal.bg[2]}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx="150" cy="${my}" r="130" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${pal.glow}" stop-opacity=".75"/><stop offset=".45" stop-color="${pal.glow}" stop-opacity=".18"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}n" x2="0" y2="1"><stop offset="0" stop-color="${pal.ink}" stop-opacity=".35"/><stop offset=".35" stop-color="${pal.ink}" stop-opacity=".85"/><stop offset="1" stop-color="${pal.ink}" stop-opacity=".95"/></linearGradient>` +
    `<linearGradient id="${id}t" x2="0" y2="1"><stop offset=".15" stop-color="#fff"/><stop offset=".6" stop-color="${pal.metal[0]}"/><stop offset="1" stop-color="${pal.metal[1]}"/></linearGradient>` +
    `<radialGradient id="${id}e" r=".75"><stop offset=".6" stop-color="${pal.ink}" stop-opacity="0"/><stop offset="1" stop-color="${pal.ink}" stop-opacity=".6"/></radialGradient>` +
    `</defs>` +
    `<rect width="300" height="300" fill="url(#${id}b)"/>` +
    drawBackground(r.background, { id, w: 300, h: 300, fx: 150, fy: my, pal, rng: r.rng }) +
    `<rect width="300" height="300" fill="url(#${id}g)"/>` +
    `<rect width="300" height="300" fill="url(#${id}e)"/>` +
    `<ellipse cx="150" cy="${my + 78}" rx="80" ry="12" fill="#000" opacity=".3"/>` +
    `<g transform="translate(150 ${my}) rotate(${n(r.tilt)}) scale(1.64) translate(-50 -50)">${drawMotif(r.motif, { id, pal, v: r.v })}</g>` +
    sparkles +
    frame +
    `<path d="M0 ${bandY}C60 ${bandY - 12} 240 ${bandY - 12} 300 ${bandY}V300H0Z" fill="url(#${id}n)"/>` +
    `<path d="M0 ${bandY}C60 ${bandY - 12} 240 ${bandY - 12} 300 ${bandY}" fill="none" stroke="url(#${id}m)" stroke-width="2.5"/>` +
    text +
    (vendor
      ? `<rect x="12" y="12" width="${n(vendorFit)}" height="22" rx="11" fill="${pal.ink}" fill-opacity=".7" stroke="url(#${id}m)" stroke-width="1.2"/>` +
        `<text x="${n(12 + vendorFit / 2)}" y="27.5" font-size="11" text-anchor="middle" letter-spacing="1.2"${vendorW > 180 ? ` textLength="${n(vendorFit - 16)}" lengthAdjust="spacingAndGlyphs"` : ''} fill="${pal.metal[0]}">${esc(vendor)}</text>`
      : '') +
    `</svg>`
  );
}
