import type { GameCategory } from '@jade/contract/games';
import type { Palette } from './palettes';
import { n } from './svg-kit';

/**
 * Motifs: emblems drawn in a 100×100 box, centred on (50, 50). They reference the shared paint
 * definitions written by `motifDefs` (accent and metal ramps, sphere shading and highlight), so that
 * every artwork declares its gradients once.
 */
export interface Paint {
  /** Id prefix of the artwork: gradient ids are `${id}a`, `${id}m`, `${id}h`, `${id}d`. */
  id: string;
  pal: Palette;
  /** A small variant number (digits on balls, pips on dice, ...). */
  v: number;
}

export type MotifName =
  | 'seven'
  | 'cherries'
  | 'bell'
  | 'gem'
  | 'coin'
  | 'ingot'
  | 'lantern'
  | 'star'
  | 'crown'
  | 'clover'
  | 'chip'
  | 'cards'
  | 'roulette'
  | 'fish'
  | 'ball'
  | 'controller'
  | 'lotto'
  | 'lottos'
  | 'rooster'
  | 'joystick'
  | 'bingo'
  | 'dice'
  | 'gift'
  | 'phone';

/** Motifs per category; the first one is the category's signature. */
export const CATEGORY_MOTIFS: Record<GameCategory, readonly MotifName[]> = {
  RNG: ['seven', 'cherries', 'bell', 'gem', 'coin', 'ingot', 'lantern', 'star', 'crown', 'clover'],
  LIVE: ['chip', 'cards', 'roulette'],
  FISH: ['fish'],
  PVP: ['cards', 'chip', 'dice'],
  SPORTS: ['ball'],
  ESPORTS: ['controller'],
  LOTT: ['lotto', 'lottos'],
  ELOTT: ['lottos', 'lotto'],
  COCKFIGHT: ['rooster'],
  TABLE: ['roulette', 'dice', 'chip', 'cards'],
  ARCADE: ['joystick', 'controller'],
  JACKPOT: ['crown', 'ingot', 'coin', 'gem'],
  BINGO: ['bingo', 'lotto'],
};

/** Shared gradient definitions the motifs rely on (place inside `<defs>`). */
export function motifDefs(id: string, pal: Palette): string {
  const [a0, a1, a2] = pal.accent;
  const [m0, m1, m2] = pal.metal;
  return (
    `<linearGradient id="${id}a" x2="0" y2="1"><stop offset="0" stop-color="${a0}"/><stop offset=".45" stop-color="${a1}"/><stop offset="1" stop-color="${a2}"/></linearGradient>` +
    `<linearGradient id="${id}m" x2="0" y2="1"><stop offset="0" stop-color="${m0}"/><stop offset=".5" stop-color="${m1}"/><stop offset="1" stop-color="${m2}"/></linearGradient>` +
    `<radialGradient id="${id}h" cx=".36" cy=".3" r=".4"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}d" cx=".42" cy=".38" r=".68"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></radialGradient>`
  );
}

const ln = 'stroke-linecap="round"';

/** A shape with the signature double outline: a dark ink rim, then a thin metal edge. */
function rim(p: Paint, shape: string, fill: string, width = 3.5): string {
  return (
    `<g>${shape.replace('/>', ` fill="none" stroke="${p.pal.ink}" stroke-width="${width + 5}"/>`)}` +
    `${shape.replace('/>', ` fill="${fill}" stroke="url(#${p.id}m)" stroke-width="${width}"/>`)}</g>`
  );
}

/** A glossy sphere: flat colour, edge shading and a specular highlight. */
function sphere(p: Paint, cx: number, cy: number, r: number, fill: string): string {
  const c = `cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"`;
  return (
    `<circle ${c} fill="${fill}" stroke="${p.pal.ink}" stroke-width="2.5"/>` +
    `<circle ${c} fill="url(#${p.id}d)"/><circle ${c} fill="url(#${p.id}h)"/>`
  );
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, s: number, fill = '#fff'): string {
  const q = n(s * 0.22);
  const e = n(s);
  const t = n(s * 0.78);
  return `<path d="M${n(x)} ${n(y - s)}q${q} ${t} ${e} ${e}q-${t} ${q}-${e} ${e}q-${q}-${t}-${e}-${e}q${t}-${q} ${e}-${e}Z" fill="${fill}"/>`;
}

export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
  }
  return d + 'Z';
}

function polygon(cx: number, cy: number, r: number, sides: number, rot: number): string {
  let d = '';
  for (let i = 0; i < sides; i++) {
    const a = rot + (i * 2 * Math.PI) / sides;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
  }
  return d + 'Z';
}

const RED = '#e8212e';
const BALL_COLOURS = ['#e8212e', '#ffb000', '#1e88ff', '#22c55e', '#a855f7', '#ff5ca8'];

/** Pip positions on a 40×40 die face. */
const PIPS: Record<number, readonly (readonly number[])[]> = {
  1: [[20, 20]],
  2: [
    [10, 10],
    [30, 30],
  ],
  3: [
    [10, 10],
    [20, 20],
    [30, 30],
  ],
  4: [
    [10, 10],
    [30, 10],
    [10, 30],
    [30, 30],
  ],
  5: [
    [10, 10],
    [30, 10],
    [20, 20],
    [10, 30],
    [30, 30],
  ],
  6: [
    [10, 9],
    [30, 9],
    [10, 20],
    [30, 20],
    [10, 31],
    [30, 31],
  ],
};

const SPADE =
  'M50 28C43 37 32 43 32 52C32 59 40 63 46 58L43 68H57L54 58C60 63 68 59 68 52C68 43 57 37 50 28Z';

const MOTIFS: Record<MotifName, (p: Paint) => string> = {
  seven: (p) =>
    rim(p, `<path d="M20 12H82V27C68 42 60 62 58 88H34C36 66 46 46 60 30H20Z"/>`, `url(#${p.id}a)`, 4) +
    `<path d="M24 16H78V20H24Z" fill="#fff" opacity=".55"/>` +
    `<path d="M38 84C40 64 48 46 62 30" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3" ${ln}/>` +
    sparkle(80, 14, 9),

  cherries: (p) =>
    `<path d="M32 64C36 42 48 28 64 16M68 68C66 48 64 32 64 16" fill="none" stroke="${p.pal.ink}" stroke-width="8" ${ln}/>` +
    `<path d="M32 64C36 42 48 28 64 16M68 68C66 48 64 32 64 16" fill="none" stroke="#4c9a22" stroke-width="4" ${ln}/>` +
    `<path d="M64 16C72 4 90 6 94 16C86 26 72 26 64 16Z" fill="#5ecf3a" stroke="${p.pal.ink}" stroke-width="2.5" ${ln}/>` +
    `<path d="M67 16C76 14 84 14 92 16" fill="none" stroke="#1f6b12" stroke-width="1.5"/>` +
    sphere(p, 32, 68, 19, RED) +
    sphere(p, 69, 72, 19, RED),

  bell: (p) =>
    `<circle cx="50" cy="12" r="6" fill="url(#${p.id}m)" stroke="${p.pal.ink}" stroke-width="2.5"/>` +
    sphere(p, 50, 78, 9, `url(#${p.id}a)`) +
    rim(
      p,
      `<path d="M50 14C33 14 28 30 28 46C28 58 24 64 14 74H86C76 64 72 58 72 46C72 30 67 14 50 14Z"/>`,
      `url(#${p.id}m)`,
    ) +
    `<path d="M24 66H76" stroke="${p.pal.metal[2]}" stroke-width="3" opacity=".7"/>` +
    `<path d="M39 24C35 32 35 44 34 56" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4" ${ln}/>`,

  gem: (p) =>
    rim(p, `<path d="M16 38L33 16H67L84 38L50 88Z"/>`, `url(#${p.id}a)`, 3) +
    `<g opacity=".9"><path d="M33 16H67L58 38H42Z" fill="#fff" opacity=".45"/><path d="M33 16L42 38H16Z" fill="#fff" opacity=".3"/>` +
    `<path d="M67 16L58 38H84Z" fill="#000" opacity=".18"/><path d="M42 38H58L50 88Z" fill="#fff" opacity=".22"/>` +
    `<path d="M58 38H84L50 88Z" fill="#000" opacity=".3"/></g>` +
    `<path d="M16 38H84M42 38L50 88L58 38M33 16L42 38M67 16L58 38" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.2"/>` +
    sparkle(30, 26, 8) +
    sparkle(80, 60, 6),

  coin: (p) =>
    `<circle cx="50" cy="54" r="38" fill="${p.pal.metal[2]}" stroke="${p.pal.ink}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="38" fill="url(#${p.id}m)" stroke="${p.pal.ink}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="29" fill="none" stroke="${p.pal.metal[2]}" stroke-width="3"/>` +
    `<rect x="40" y="40" width="20" height="20" rx="2" fill="${p.pal.ink}" stroke="${p.pal.metal[2]}" stroke-width="3"/>` +
    `<path d="M50 25V33M50 67V75M25 50H33M67 50H75" stroke="${p.pal.metal[2]}" stroke-width="5" ${ln}/>` +
    `<path d="M22 40C26 28 36 18 50 16" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4" ${ln}/>`,

  ingot: (p) =>
    rim(p, `<ellipse cx="50" cy="46" rx="22" ry="18"/>`, `url(#${p.id}m)`, 3) +
    rim(
      p,
      `<path d="M8 50C8 40 18 40 26 48C36 56 64 56 74 48C82 40 92 40 92 50C92 70 74 84 50 84C26 84 8 70 8 50Z"/>`,
      `url(#${p.id}m)`,
      3,
    ) +
    `<path d="M18 56C26 66 38 70 50 70C62 70 74 66 82 56" fill="none" stroke="${p.pal.metal[2]}" stroke-width="2.5" opacity=".8"/>` +
    `<ellipse cx="42" cy="38" rx="8" ry="5" fill="#fff" opacity=".6"/>` +
    sparkle(78, 24, 9),

  lantern: (p) =>
    `<path d="M50 4V20M50 82V96" stroke="${p.pal.metal[1]}" stroke-width="4" ${ln}/>` +
    `<path d="M44 90H56L58 98H42Z" fill="url(#${p.id}m)"/>` +
    sphere(p, 50, 51, 32, RED) +
    `<g fill="none" stroke="${p.pal.ink}" stroke-opacity=".45" stroke-width="2"><ellipse cx="50" cy="51" rx="20" ry="31"/><ellipse cx="50" cy="51" rx="7" ry="31"/></g>` +
    `<rect x="36" y="16" width="28" height="9" rx="3" fill="url(#${p.id}m)" stroke="${p.pal.ink}" stroke-width="2"/>` +
    `<rect x="38" y="77" width="24" height="9" rx="3" fill="url(#${p.id}m)" stroke="${p.pal.ink}" stroke-width="2"/>`,

  star: (p) =>
    rim(p, `<path d="${starPath(50, 52, 44, 19)}"/>`, `url(#${p.id}m)`, 3) +
    `<path d="${starPath(50, 52, 26, 11)}" fill="url(#${p.id}a)" opacity=".9"/>` +
    `<path d="M50 14L56 40L46 44Z" fill="#fff" opacity=".45"/>`,

  crown: (p) =>
    rim(p, `<path d="M16 70L10 30L32 48L50 16L68 48L90 30L84 70Z"/>`, `url(#${p.id}m)`, 3) +
    rim(p, `<rect x="13" y="68" width="74" height="16" rx="4"/>`, `url(#${p.id}m)`, 3) +
    `<path d="M50 44L58 56L50 66L42 56Z" fill="url(#${p.id}a)" stroke="${p.pal.ink}" stroke-width="2"/>` +
    sphere(p, 10, 30, 6, `url(#${p.id}a)`) +
    sphere(p, 50, 15, 7, `url(#${p.id}a)`) +
    sphere(p, 90, 30, 6, `url(#${p.id}a)`) +
    sphere(p, 30, 76, 4, RED) +
    sphere(p, 50, 76, 4, '#22c55e') +
    sphere(p, 70, 76, 4, RED) +
    `<path d="M20 64L16 38" stroke="#fff" stroke-opacity=".6" stroke-width="3" ${ln}/>`,

  clover: (p) => {
    const leaf = 'M50 50C40 42 26 38 28 24C30 14 44 14 50 23C56 14 70 14 72 24C74 38 60 42 50 50Z';
    let s = `<path d="M50 52C54 70 62 82 70 94" fill="none" stroke="${p.pal.ink}" stroke-width="8" ${ln}/><path d="M50 52C54 70 62 82 70 94" fill="none" stroke="#2f9e44" stroke-width="4" ${ln}/>`;
    for (const r of [0, 90, 180, 270]) {
      s += `<path d="${leaf}" transform="rotate(${r} 50 50)" fill="#2fbf5a" stroke="${p.pal.ink}" stroke-width="2.5" ${ln}/>`;
    }
    return (
      s +
      `<circle cx="50" cy="50" r="30" fill="url(#${p.id}h)"/><circle cx="50" cy="50" r="5" fill="url(#${p.id}m)"/>`
    );
  },

  chip: (p) =>
    `<circle cx="50" cy="55" r="40" fill="${p.pal.accent[2]}" stroke="${p.pal.ink}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="40" fill="url(#${p.id}a)" stroke="${p.pal.ink}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="34" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="12.7 14"/>` +
    `<circle cx="50" cy="50" r="24" fill="url(#${p.id}a)" stroke="url(#${p.id}m)" stroke-width="3.5"/>` +
    `<circle cx="50" cy="50" r="19" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="1.2" stroke-dasharray="3 3"/>` +
    `<path d="${starPath(50, 51, 12, 5)}" fill="url(#${p.id}m)" stroke="${p.pal.ink}" stroke-width="1.5"/>` +
    `<path d="M20 38C24 26 36 16 50 14" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3" ${ln}/>`,

  cards: (p) => {
    const card = (r: number, face: boolean): string =>
      `<g transform="rotate(${r} 50 96)"><rect x="28" y="14" width="44" height="62" rx="6" fill="${face ? '#fdfbf5' : `url(#${p.id}a)`}" stroke="${p.pal.ink}" stroke-width="3"/>` +
      (face
        ? `<path d="${SPADE}" fill="#1b1c2b"/><text x="33" y="28" font-size="11" fill="#1b1c2b">A</text>`
        : `<rect x="33" y="19" width="34" height="52" rx="3" fill="none" stroke="url(#${p.id}m)" stroke-width="2.5"/><path d="M50 34L58 45L50 56L42 45Z" fill="url(#${p.id}m)"/>`) +
      `</g>`;
    return card(-24, false) + card(24, false) + card(0, true) + sparkle(84, 18, 8);
  },

  roulette: (p) =>
    `<circle cx="50" cy="50" r="44" fill="url(#${p.id}m)" stroke="${p.pal.ink}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="36" fill="${p.pal.ink}"/>` +
    `<circle cx="50" cy="50" r="31" fill="none" stroke="${RED}" stroke-width="10"/>` +
    `<circle cx="50" cy="50" r="31" fill="none" stroke="#16161f" stroke-width="10" stroke-dasharray="5.41 5.41"/>` +
    `<circle cx="50" cy="50" r="31" fill="none" stroke="#18a558" stroke-width="10" stroke-dasharray="5.41 189.4"/>` +
    `<circle cx="50" cy="50" r="25.5" fill="url(#${p.id}a)" stroke="url(#${p.id}m)" stroke-width="2"/>` +
    `<circle cx="50" cy="50" r="36" fill="none" stroke="url(#${p.id}m)" stroke-width="1.5"/>` +
    `<path d="M50 34V66M34 50H66" stroke="url(#${p.id}m)" stroke-width="4" ${ln}/>` +
    `<circle cx="50" cy="50" r="6" fill="url(#${p.id}m)" stroke="${p.pal.ink}" stroke-width="1.5"/>` +
    `<circle cx="50" cy="50" r="40" fill="url(#${p.id}h)" opacity=".5"/>` +
    `<circle cx="72" cy="27" r="4.5" fill="#fff" stroke="${p.pal.ink}" stroke-width="1.5"/>`,

  fish: (p) =>
    `<path d="M42 32C46 16 60 14 66 34Z" fill="${p.pal.accent[2]}" stroke="${p.pal.ink}" stroke-width="2.5" ${ln}/>` +
    rim(
      p,
      `<path d="M10 50C22 28 52 24 70 42L90 26C86 40 86 60 90 74L70 58C52 76 22 72 10 50Z"/>`,
      `url(#${p.id}a)`,
      3,
    ) +
    `<path d="M40 62C46 72 54 72 58 64Z" fill="${p.pal.accent[2]}" stroke="${p.pal.ink}" stroke-width="2" ${ln}/>` +
    `<path d="M32 38C37 45 37 55 32 62" fill="none" stroke="${p.pal.ink}" stroke-opacity=".5" stroke-width="2.5" ${ln}/>` +
    `<path d="M44 42c4 3 4 9 0 12M54 44c4 3 4 8 0 11M63 46c3 2 3 6 0 8" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2" ${ln}/>` +
    `<path d="M16 44C26 34 44 32 56 38" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3" ${ln}/>` +
    `<circle cx="23" cy="47" r="5" fill="#fff" stroke="${p.pal.ink}" stroke-width="1.5"/><circle cx="24" cy="47" r="2.5" fill="${p.pal.ink}"/>` +
    `<g fill="#fff" fill-opacity=".2" stroke="#fff" stroke-opacity=".8" stroke-width="1.5"><circle cx="8" cy="30" r="4"/><circle cx="14" cy="18" r="2.5"/><circle cx="6" cy="10" r="1.8"/></g>` +
    `<path d="M4 88C16 80 28 96 40 88S64 80 76 88S92 96 98 88" fill="none" stroke="${p.pal.accent[0]}" stroke-width="4" ${ln}/>`,

  ball: (p) => {
    const cid = `${p.id}Mc`;
    let s = `<defs><clipPath id="${cid}"><circle cx="50" cy="50" r="38"/></clipPath></defs>`;
    s += `<circle cx="50" cy="50" r="38" fill="#f4f6fb" stroke="${p.pal.ink}" stroke-width="3"/><g clip-path="url(#${cid})" fill="#1b1f2e">`;
    s += `<path d="${polygon(50, 50, 12, 5, -Math.PI / 2)}"/>`;
    let lines = '';
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      const b = a + Math.PI / 5;
      s += `<path d="${polygon(50 + 36 * Math.cos(b), 50 + 36 * Math.sin(b), 12, 5, b)}"/>`;
      lines += `M${n(50 + 12 * Math.cos(a))} ${n(50 + 12 * Math.sin(a))}L${n(50 + 27 * Math.cos(a))} ${n(50 + 27 * Math.sin(a))}`;
    }
    s += `<path d="${lines}" fill="none" stroke="#1b1f2e" stroke-width="2"/></g>`;
    return (
      s +
      `<circle cx="50" cy="50" r="38" fill="url(#${p.id}d)"/><circle cx="50" cy="50" r="38" fill="url(#${p.id}h)"/>` +
      `<circle cx="50" cy="50" r="41" fill="none" stroke="url(#${p.id}m)" stroke-width="3"/>`
    );
  },

  controller: (p) =>
    `<defs><linearGradient id="${p.id}Mk" x2="0" y2="1"><stop offset="0" stop-color="#4a5170"/><stop offset="1" stop-color="#12142a"/></linearGradient></defs>` +
    rim(
      p,
      `<path d="M30 28H70C83 28 89 40 92 56C95 72 88 82 79 80C72 78 68 66 62 64H38C32 66 28 78 21 80C12 82 5 72 8 56C11 40 17 28 30 28Z"/>`,
      `url(#${p.id}Mk)`,
      3,
    ) +
    `<path d="M30 33H70" stroke="#fff" stroke-opacity=".35" stroke-width="3" ${ln}/>` +
    `<path d="M26 40V56M18 48H34" stroke="${p.pal.accent[0]}" stroke-width="6" ${ln}/>` +
    `<circle cx="74" cy="40" r="4.2" fill="#ffd23f"/><circle cx="82" cy="48" r="4.2" fill="#ff4d6d"/><circle cx="66" cy="48" r="4.2" fill="#4da3ff"/><circle cx="74" cy="56" r="4.2" fill="#3ddc97"/>` +
    `<circle cx="40" cy="60" r="6" fill="#23263d" stroke="${p.pal.accent[1]}" stroke-width="2.5"/><circle cx="60" cy="60" r="6" fill="#23263d" stroke="${p.pal.accent[1]}" stroke-width="2.5"/>` +
    `<rect x="44" y="40" width="12" height="5" rx="2.5" fill="${p.pal.accent[1]}"/>`,

  lotto: (p) =>
    sphere(p, 50, 50, 40, at6(p.v)) +
    `<circle cx="50" cy="52" r="19" fill="#fff" stroke="${p.pal.ink}" stroke-opacity=".25" stroke-width="2"/>` +
    `<text x="50" y="61" font-size="25" text-anchor="middle" fill="#1b1c2b">${(p.v % 9) + 1}</text>`,

  lottos: (p) =>
    [
      [30, 64, 0],
      [70, 64, 1],
      [50, 32, 2],
    ]
      .map(
        ([x = 0, y = 0, k = 0]) =>
          sphere(p, x, y, 24, at6(p.v + k * 2)) +
          `<circle cx="${x}" cy="${y + 1}" r="11" fill="#fff"/><text x="${x}" y="${y + 7}" font-size="15" text-anchor="middle" fill="#1b1c2b">${((p.v + k * 3) % 9) + 1}</text>`,
      )
      .join(''),

  rooster: (p) => {
    const legs =
      'M50 74L48 92M48 92L41 95M48 92L53 96M47 84L43 81M61 72L63 92M63 92L56 95M63 92L70 95M62 84L58 81';
    return (
      `<g stroke="${p.pal.ink}" stroke-width="2.5" ${ln}>` +
      `<path d="M38 46C30 8 8 4 2 40C10 18 26 22 34 50Z" fill="url(#${p.id}a)"/>` +
      `<path d="M38 50C30 22 12 22 8 54C16 34 26 36 34 55Z" fill="${p.pal.accent[2]}"/>` +
      `<path d="M38 55C30 40 18 42 14 66C22 50 28 52 35 60Z" fill="url(#${p.id}a)"/></g>` +
      `<path d="${legs}" fill="none" stroke="${p.pal.ink}" stroke-width="6.5" ${ln}/>` +
      `<path d="${legs}" fill="none" stroke="url(#${p.id}m)" stroke-width="3" ${ln}/>` +
      `<path d="M62 16C60 8 64 5 66.5 10C66 3 72 3 71.5 9C74 4 79 6 76.5 13C72 12 66 13 62 16Z" fill="${RED}" stroke="${p.pal.ink}" stroke-width="2" ${ln}/>` +
      rim(
        p,
        `<path d="M40 44C46 42 52 40 56 34C58 28 58 20 62 16C66 11 74 12 76 18L87 21L76 25C76 30 74 34 76 40C80 50 78 64 66 72C56 78 42 76 36 66C32 58 34 48 40 44Z"/>`,
        `url(#${p.id}m)`,
        3,
      ) +
      `<path d="M58 22C61 16 68 14 72 19C74 27 76 33 79 41L73 39.5L71 46L66 41.5L61 46.5L59 40.5L52 43C55 36 57 30 58 22Z" fill="url(#${p.id}a)" stroke="${p.pal.ink}" stroke-width="2" ${ln}/>` +
      `<path d="M75.5 26C80 28 80.5 35 76.5 35.5C74.5 33 74.5 29 75.5 26Z" fill="${RED}" stroke="${p.pal.ink}" stroke-width="1.5"/>` +
      `<path d="M41 55C49 47 63 49 68 59C60 67 48 67 41 55Z" fill="${p.pal.accent[2]}" stroke="${p.pal.ink}" stroke-width="2" ${ln}/>` +
      `<path d="M47 56C53 54 59 56 63 60M45 60C51 60 57 61 60 64" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.5"/>` +
      `<path d="M66 50C70 56 70 62 66 66" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2.5" ${ln}/>` +
      `<circle cx="70.5" cy="18" r="2.3" fill="${p.pal.ink}"/><circle cx="71" cy="17.4" r=".8" fill="#fff"/>`
    );
  },

  joystick: (p) =>
    `<path d="M12 66C12 56 30 52 50 52C70 52 88 56 88 66V78C88 86 70 90 50 90C30 90 12 86 12 78Z" fill="#1a1c30" stroke="${p.pal.ink}" stroke-width="3"/>` +
    `<ellipse cx="50" cy="66" rx="36" ry="12" fill="url(#${p.id}a)" stroke="url(#${p.id}m)" stroke-width="2.5"/>` +
    `<ellipse cx="24" cy="68" rx="6" ry="3" fill="#ffd23f" stroke="${p.pal.ink}" stroke-width="1.5"/><ellipse cx="76" cy="68" rx="6" ry="3" fill="#3ddc97" stroke="${p.pal.ink}" stroke-width="1.5"/>` +
    `<ellipse cx="50" cy="66" rx="10" ry="4.5" fill="${p.pal.ink}"/>` +
    `<rect x="45.5" y="30" width="9" height="36" rx="3" fill="url(#${p.id}m)" stroke="${p.pal.ink}" stroke-width="2"/>` +
    sphere(p, 50, 26, 17, RED),

  bingo: (p) => {
    let cells = '';
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) {
        const hit = (r * 3 + c + p.v) % 3 === 0 || (r === 1 && c === 1);
        cells += `<circle cx="${30 + c * 14}" cy="${42 + r * 14}" r="5.5" fill="${hit ? RED : '#e3e6ef'}"/>`;
      }
    }
    return (
      `<g transform="rotate(-8 44 52)"><rect x="14" y="16" width="60" height="72" rx="8" fill="#fdfbf5" stroke="${p.pal.ink}" stroke-width="3"/>` +
      `<path d="M14 24a8 8 0 0 1 8-8h44a8 8 0 0 1 8 8v7H14Z" fill="url(#${p.id}a)"/>` +
      `<text x="44" y="29" font-size="10" text-anchor="middle" letter-spacing="2" fill="#fff">BINGO</text>${cells}</g>` +
      sphere(p, 74, 72, 21, at6(p.v + 2)) +
      `<circle cx="74" cy="73" r="10" fill="#fff"/><text x="74" y="79" font-size="14" text-anchor="middle" fill="#1b1c2b">${(p.v % 7) + 2}</text>`
    );
  },

  dice: (p) => {
    const pips = (count: number): string =>
      (PIPS[count] ?? [])
        .map(
          ([x = 0, y = 0]) =>
            `<circle cx="${x}" cy="${y}" r="4" fill="${count === 1 || count === 4 ? RED : '#1b1c2b'}"/>`,
        )
        .join('');
    const die = (x: number, y: number, r: number, count: number): string =>
      `<g transform="translate(${x} ${y}) rotate(${r} 20 20)"><rect x="0" y="4" width="40" height="40" rx="9" fill="#b9bfd0" stroke="${p.pal.ink}" stroke-width="3"/>` +
      `<rect width="40" height="40" rx="9" fill="#fdfbf5" stroke="${p.pal.ink}" stroke-width="3"/>${pips(count)}</g>`;
    return die(8, 30, -14, (p.v % 6) + 1) + die(50, 40, 12, ((p.v + 3) % 6) + 1) + sparkle(80, 22, 8);
  },

  gift: (p) =>
    rim(p, `<rect x="18" y="44" width="64" height="44" rx="4"/>`, `url(#${p.id}a)`, 3) +
    rim(p, `<rect x="13" y="32" width="74" height="16" rx="4"/>`, `url(#${p.id}a)`, 3) +
    `<rect x="44" y="32" width="12" height="56" fill="url(#${p.id}m)"/>` +
    `<path d="M50 32C38 12 20 18 28 29C32 34 44 33 50 32ZM50 32C62 12 80 18 72 29C68 34 56 33 50 32Z" fill="url(#${p.id}m)" stroke="${p.pal.ink}" stroke-width="2.5" ${ln}/>` +
    `<path d="M20 38H82" stroke="#fff" stroke-opacity=".45" stroke-width="3" ${ln}/>`,

  phone: (p) =>
    rim(p, `<rect x="27" y="8" width="46" height="84" rx="9"/>`, '#14162a', 3) +
    `<rect x="32" y="17" width="36" height="64" rx="4" fill="url(#${p.id}a)"/>` +
    `<path d="M45 39L59 49L45 59Z" fill="#fff"/><rect x="44" y="11" width="12" height="3" rx="1.5" fill="#3a3f5c"/>` +
    `<path d="M34 20L50 20L34 44Z" fill="#fff" opacity=".25"/>`,
};

function at6(i: number): string {
  return BALL_COLOURS[((i % BALL_COLOURS.length) + BALL_COLOURS.length) % BALL_COLOURS.length] as string;
}

/** Draws a motif in its 100×100 box (caller positions it with a transform). */
export function drawMotif(name: MotifName, paint: Paint): string {
  return MOTIFS[name](paint);
}
