// The attacker of issue 12 (item 4), written as one would: decode the PNG, threshold the dark "ink",
// cut the glyphs apart at the columns with (almost) no ink, scale each piece to a small grid and take
// the nearest template. Its templates are trained on the generator's own images with the answers known.
import { inflateSync } from 'node:zlib';

const GRID_W = 10;
const GRID_H = 14;

interface Gray {
  width: number;
  height: number;
  ink: Uint8Array;
  /** When the glyphs came out by colour: each glyph's own mask, left to right. */
  glyphs?: Uint8Array[];
}

/**
 * Decodes an 8-bit RGB PNG with filter 0 (what the generators write) to an ink mask. First try: the
 * glyphs are flat colours, so keep the frequent exact colours that stay within a glyph's width (a
 * crossing line spans the image). Fallback: every dark pixel, with thin strokes dropped.
 */
export function decodeInk(png: Buffer, threshold = 150): Gray {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(parts));
  const colour = new Uint32Array(width * height);
  const dark = new Uint8Array(width * height);
  const seen = new Map<number, { n: number; minX: number; maxX: number }>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      const c = (raw[i]! << 16) | (raw[i + 1]! << 8) | raw[i + 2]!;
      colour[y * width + x] = c;
      const lum = 0.299 * raw[i]! + 0.587 * raw[i + 1]! + 0.114 * raw[i + 2]!;
      if (lum >= threshold) continue;
      dark[y * width + x] = 1;
      const s = seen.get(c) ?? { n: 0, minX: x, maxX: x };
      s.n++;
      s.minX = Math.min(s.minX, x);
      s.maxX = Math.max(s.maxX, x);
      seen.set(c, s);
    }
  }
  const glyphColours = new Set(
    [...seen].filter(([, s]) => s.n >= 30 && s.maxX - s.minX <= width / 3).map(([c]) => c),
  );
  if (glyphColours.size >= 2) {
    const ink = new Uint8Array(width * height);
    for (let i = 0; i < ink.length; i++) ink[i] = glyphColours.has(colour[i]!) ? 1 : 0;
    const glyphs = [...glyphColours]
      .sort((a, b) => seen.get(a)!.minX + seen.get(a)!.maxX - seen.get(b)!.minX - seen.get(b)!.maxX)
      .map((c) => colour.map((v) => (v === c ? 1 : 0)) as unknown as Uint8Array);
    return { width, height, ink, glyphs: glyphs.map((g) => Uint8Array.from(g)) };
  }
  return { width, height, ink: clean(width, height, dark) };
}

/** Drops thin strokes (crossing lines, noise dots): an ink pixel stays when its 3×3 block is mostly ink. */
function clean(width: number, height: number, ink: Uint8Array): Uint8Array {
  const out = new Uint8Array(ink.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) n += ink[(y + dy) * width + x + dx]!;
      out[y * width + x] = n >= 7 ? 1 : 0;
    }
  }
  return out;
}

/** Column runs of ink separated by columns with at most `gap` ink pixels, forced to `count` pieces. */
export function segment(g: Gray, count: number, gap = 0): [number, number][] {
  const col = Array.from({ length: g.width }, (_, x) => {
    let n = 0;
    for (let y = 0; y < g.height; y++) n += g.ink[y * g.width + x]!;
    return n;
  });
  let runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= g.width; x++) {
    const on = x < g.width && col[x]! > gap;
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      if (x - start >= 3) runs.push([start, x]);
      start = -1;
    }
  }
  const mass = (r: [number, number]) => col.slice(r[0], r[1]).reduce((a, b) => a + b, 0);
  while (runs.length > count) {
    const weakest = runs.reduce((a, b) => (mass(b) < mass(a) ? b : a));
    runs = runs.filter((r) => r !== weakest);
  }
  while (runs.length > 0 && runs.length < count) {
    const widest = runs.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
    const mid = Math.round((widest[0] + widest[1]) / 2);
    runs.splice(runs.indexOf(widest), 1, [widest[0], mid], [mid, widest[1]]);
  }
  return runs;
}

/** A piece cropped to its ink and scaled to GRID_W × GRID_H (the share of ink in each cell). */
function features(g: Gray, [x0, x1]: [number, number]): number[] {
  return featuresOf({ ...g, ink: g.ink }, [x0, x1]);
}

/** Every piece of an image: by colour when that worked, else cut at the column gaps. */
function pieces(g: Gray, count: number): number[][] {
  if (g.glyphs && g.glyphs.length === count) {
    return g.glyphs.map((ink) => {
      const mask = { ...g, ink };
      let x0 = g.width;
      let x1 = 0;
      for (let i = 0; i < ink.length; i++)
        if (ink[i]) {
          x0 = Math.min(x0, i % g.width);
          x1 = Math.max(x1, (i % g.width) + 1);
        }
      return featuresOf(mask, [Math.min(x0, x1 - 1), x1]);
    });
  }
  return segment(g, count).map((piece) => features(g, piece));
}

function featuresOf(g: Gray, [x0, x1]: [number, number]): number[] {
  let top = g.height;
  let bottom = -1;
  for (let y = 0; y < g.height; y++) {
    for (let x = x0; x < x1; x++) {
      if (g.ink[y * g.width + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  if (bottom < top) return Array<number>(GRID_W * GRID_H).fill(0);
  const h = bottom - top + 1;
  const w = x1 - x0;
  const out: number[] = [];
  for (let gy = 0; gy < GRID_H; gy++) {
    for (let gx = 0; gx < GRID_W; gx++) {
      let on = 0;
      let all = 0;
      for (let y = top + Math.floor((gy * h) / GRID_H); y < top + Math.ceil(((gy + 1) * h) / GRID_H); y++) {
        for (let x = x0 + Math.floor((gx * w) / GRID_W); x < x0 + Math.ceil(((gx + 1) * w) / GRID_W); x++) {
          on += g.ink[y * g.width + x]!;
          all++;
        }
      }
      out.push(all ? on / all : 0);
    }
  }
  return out;
}

/** The nearest of the samples seen in training (the answers known) names each piece. */
export function createNaiveSolver() {
  const samples: { c: string; f: number[] }[] = [];
  return {
    /** Learns from an image whose answer is known. */
    train(png: Buffer, text: string) {
      const found = pieces(decodeInk(png), text.length);
      if (found.length !== text.length) return;
      found.forEach((f, i) => samples.push({ c: text[i]!, f }));
    },
    read(png: Buffer, length: number): string {
      return pieces(decodeInk(png), length)
        .map((f) => {
          let best = '?';
          let bestDistance = Infinity;
          for (const sample of samples) {
            let d = 0;
            for (let k = 0; k < f.length && d < bestDistance; k++) d += (sample.f[k]! - f[k]!) ** 2;
            if (d < bestDistance) {
              bestDistance = d;
              best = sample.c;
            }
          }
          return best;
        })
        .join('');
    },
  };
}
