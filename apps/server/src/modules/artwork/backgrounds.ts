import type { Palette } from './palettes';
import type { Rng } from './svg-kit';
import { n } from './svg-kit';
import { sparkle } from './motifs';

/**
 * Background layers drawn over a base gradient. Each takes the canvas size, the focal point of the
 * composition, the palette and a seeded generator, and returns markup (with any defs it needs).
 */
export interface Backdrop {
  id: string;
  w: number;
  h: number;
  /** Focal point (where the motif sits). */
  fx: number;
  fy: number;
  pal: Palette;
  rng: Rng;
}

export type BackgroundName =
  | 'rays'
  | 'rings'
  | 'stripes'
  | 'lattice'
  | 'bokeh'
  | 'waves'
  | 'stars'
  | 'fans'
  | 'grid'
  | 'hills'
  | 'beams'
  | 'confetti'
  | 'honeycomb'
  | 'clouds';

export const BACKGROUNDS: readonly BackgroundName[] = [
  'rays',
  'rings',
  'stripes',
  'lattice',
  'bokeh',
  'waves',
  'stars',
  'fans',
  'grid',
  'hills',
  'beams',
  'confetti',
  'honeycomb',
  'clouds',
];

function rays(b: Backdrop, count: number, opacity: number): string {
  // A dashed circle whose stroke is as wide as its diameter draws exact wedges around its centre.
  const reach = Math.ceil(Math.hypot(Math.max(b.fx, b.w - b.fx), Math.max(b.fy, b.h - b.fy)) / 2);
  const dash = (Math.PI * 2 * reach) / (count * 2);
  return (
    `<defs><radialGradient id="${b.id}y" cx="${n(b.fx)}" cy="${n(b.fy)}" r="${reach * 2}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${b.pal.glow}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${b.pal.glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${n(b.fx)}" cy="${n(b.fy)}" r="${reach}" fill="none" stroke="url(#${b.id}y)" stroke-width="${reach * 2}" stroke-dasharray="${n(dash)}" stroke-dashoffset="${n(b.rng.range(0, dash * 2))}"/>`
  );
}

function pattern(b: Backdrop, size: number, body: string, rotate = 0, opacity = 0.14): string {
  return (
    `<defs><pattern id="${b.id}p" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${rotate ? ` patternTransform="rotate(${rotate})"` : ''}>${body}</pattern>` +
    `<linearGradient id="${b.id}f" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient>` +
    `<mask id="${b.id}q"><rect width="${b.w}" height="${b.h}" fill="url(#${b.id}f)"/></mask></defs>` +
    `<rect width="${b.w}" height="${b.h}" fill="url(#${b.id}p)" opacity="${opacity}" mask="url(#${b.id}q)"/>`
  );
}

const DRAW: Record<BackgroundName, (b: Backdrop) => string> = {
  rays: (b) => rays(b, 18 + 2 * b.rng.int(5), 0.55),

  rings: (b) => {
    let s = '';
    const gap = Math.max(b.w, b.h) / 11;
    for (let i = 1; i <= 9; i++) {
      s += `<circle cx="${n(b.fx)}" cy="${n(b.fy)}" r="${n(i * gap)}" stroke-width="${n(gap * (0.08 + (i % 3) * 0.06))}"/>`;
    }
    return `<g fill="none" stroke="${b.pal.glow}" opacity=".22">${s}</g>` + rays(b, 12, 0.25);
  },

  stripes: (b) =>
    pattern(b, 24, `<rect width="12" height="24" fill="${b.pal.accent[0]}"/>`, 35 + b.rng.int(4) * 15, 0.13),

  lattice: (b) =>
    pattern(
      b,
      30,
      `<path d="M15 0L30 15L15 30L0 15Z" fill="none" stroke="${b.pal.metal[1]}" stroke-width="1.5"/><circle cx="15" cy="15" r="2" fill="${b.pal.metal[0]}"/>`,
      0,
      0.28,
    ) + rays(b, 16, 0.3),

  bokeh: (b) => {
    // Soft-edged discs from radial fades (no blur filter: decision P13).
    let s = '';
    for (let i = 0; i < 14; i++) {
      const r = b.rng.range(b.w * 0.02, b.w * 0.09);
      s += `<circle cx="${b.rng.int(b.w)}" cy="${b.rng.int(b.h)}" r="${Math.round(r)}" fill="url(#${b.id}${i % 3 ? 'o1' : 'o2'})" opacity="${Math.round(b.rng.range(8, 30)) / 100}"/>`;
    }
    const disc = (key: string, color: string) =>
      `<radialGradient id="${b.id}${key}"><stop offset=".55" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
    return `<defs>${disc('o1', b.pal.glow)}${disc('o2', b.pal.metal[0])}</defs>${s}`;
  },

  waves: (b) => {
    let s = '';
    for (let i = 0; i < 4; i++) {
      const y = b.h * (0.58 + i * 0.11);
      const a = b.h * 0.05;
      const k = b.w / 4;
      const o = b.rng.range(-k, 0);
      s += `<path d="M${n(o)} ${n(y)}q${n(k / 2)} ${n(-a)} ${n(k)} 0t${n(k)} 0t${n(k)} 0t${n(k)} 0t${n(k)} 0V${b.h}H${n(o)}Z" fill="${i % 2 ? b.pal.accent[1] : b.pal.accent[2]}" opacity="${n(0.18 + i * 0.07)}"/>`;
    }
    return rays(b, 14, 0.3) + s;
  },

  stars: (b) => {
    // Dots are zero-length round-capped strokes: a whole starfield is one path.
    let d = '';
    for (let i = 0; i < 30; i++) d += `M${b.rng.int(b.w)} ${b.rng.int(b.h)}h0`;
    let t = '';
    for (let i = 0; i < 4; i++) t += sparkle(b.rng.int(b.w), b.rng.int(b.h * 0.7), b.rng.int(4) + 3);
    return (
      `<path d="${d}" stroke="#fff" stroke-width="${n(2.6 * (b.w / 300))}" stroke-linecap="round" opacity=".7"/>` +
      `<g opacity=".8">${t}</g>`
    );
  },

  fans: (b) =>
    pattern(
      b,
      40,
      `<g fill="none" stroke="${b.pal.metal[1]}" stroke-width="1.6"><circle cx="20" cy="40" r="18"/><circle cx="20" cy="40" r="12"/><circle cx="20" cy="40" r="6"/><circle cx="0" cy="20" r="18"/><circle cx="40" cy="20" r="18"/><circle cx="0" cy="20" r="12"/><circle cx="40" cy="20" r="12"/></g>`,
      0,
      0.2,
    ),

  grid: (b) => {
    const horizon = b.h * 0.62;
    let d = '';
    for (let i = -10; i <= 10; i++)
      d += `M${n(b.w / 2 + i * b.w * 0.02)} ${n(horizon)}L${n(b.w / 2 + i * b.w * 0.16)} ${b.h}`;
    for (let i = 1; i <= 6; i++) {
      const y = horizon + (b.h - horizon) * (i / 6) ** 1.7;
      d += `M0 ${n(y)}H${b.w}`;
    }
    return (
      rays(b, 10, 0.25) +
      `<rect y="${n(horizon)}" width="${b.w}" height="${n(b.h - horizon)}" fill="${b.pal.ink}" opacity=".45"/>` +
      `<path d="${d}" stroke="${b.pal.glow}" stroke-width="${n(b.w / 250)}" opacity=".45"/>` +
      `<path d="M0 ${n(horizon)}H${b.w}" stroke="${b.pal.glow}" stroke-width="${n(b.w / 120)}" opacity=".8"/>`
    );
  },

  hills: (b) => {
    let s = '';
    for (let i = 0; i < 3; i++) {
      const base = b.h * (0.62 + i * 0.12);
      let d = `M0 ${b.h}V${n(base)}`;
      const peaks = 3 + i;
      for (let k = 0; k < peaks; k++) {
        const x0 = (k / peaks) * b.w;
        const x1 = ((k + 1) / peaks) * b.w;
        d += `Q${n((x0 + x1) / 2)} ${n(base - b.h * b.rng.range(0.1, 0.26))} ${n(x1)} ${n(base)}`;
      }
      s += `<path d="${d}V${b.h}Z" fill="${b.pal.bg[2]}" opacity="${n(0.45 + i * 0.2)}"/>`;
    }
    return (
      `<circle cx="${n(b.w * b.rng.range(0.2, 0.8))}" cy="${n(b.h * 0.3)}" r="${n(b.w * 0.2)}" fill="${b.pal.glow}" opacity=".18"/>` +
      s
    );
  },

  beams: (b) => {
    // Each beam twice, wide and faint then narrow: a soft edge without a blur filter (decision P13).
    let s = '';
    for (const x of [b.w * 0.18, b.w * 0.5, b.w * 0.82]) {
      for (const [top, spread, opacity] of [
        [0.035, 0.2, 0.45],
        [0.018, 0.12, 0.7],
      ] as const)
        s += `<path d="M${n(x - b.w * top)} 0H${n(x + b.w * top)}L${n(b.fx + b.w * spread)} ${b.h}H${n(b.fx - b.w * spread)}Z" opacity="${opacity}"/>`;
    }
    return (
      `<defs><linearGradient id="${b.id}l" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
      `<g fill="url(#${b.id}l)">${s}</g>`
    );
  },

  confetti: (b) => {
    // Each piece is a short thick stroke; one path per colour.
    const colours = [b.pal.metal[1], b.pal.accent[0], b.pal.glow, '#fff'];
    const u = b.w / 300;
    const paths = colours.map(() => '');
    for (let i = 0; i < 24; i++) {
      const a = b.rng.range(0, Math.PI);
      paths[i % 4] +=
        `M${b.rng.int(b.w)} ${b.rng.int(b.h)}l${n(7 * u * Math.cos(a))} ${n(7 * u * Math.sin(a))}`;
    }
    return (
      rays(b, 20, 0.3) +
      `<g stroke-width="${n(3.2 * u)}" opacity=".75">${paths.map((d, i) => `<path d="${d}" stroke="${colours[i]}"/>`).join('')}</g>`
    );
  },

  honeycomb: (b) =>
    pattern(
      b,
      36,
      `<path d="M9 2.4H27L36 18L27 33.6H9L0 18Z" fill="none" stroke="${b.pal.accent[0]}" stroke-width="2"/>`,
      0,
      0.18,
    ) + rays(b, 12, 0.3),

  clouds: (b) => {
    const u = b.w / 300;
    let s = '';
    for (let i = 0; i < 4; i++) {
      const x = b.rng.range(0, b.w);
      const y = b.rng.range(b.h * 0.1, b.h * 0.8);
      const r = b.rng.range(10, 18) * u;
      // An auspicious-cloud curl: two spirals and a base line.
      s += `<path d="M${n(x - 3 * r)} ${n(y)}h${n(6 * r)}M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 1 ${n(r)} ${n(-r)}a${n(r / 2)} ${n(r / 2)} 0 1 1 ${n(-r / 2)} ${n(r / 2)}M${n(x + r * 0.6)} ${n(y)}a${n(r * 0.8)} ${n(r * 0.8)} 0 1 0 ${n(r * 0.8)} ${n(-r * 0.8)}"/>`;
    }
    return (
      rays(b, 16, 0.3) +
      `<g fill="none" stroke="${b.pal.metal[1]}" stroke-width="${n(2.2 * u)}" stroke-linecap="round" opacity=".35">${s}</g>`
    );
  },
};

export function drawBackground(name: BackgroundName, b: Backdrop): string {
  return DRAW[name](b);
}
