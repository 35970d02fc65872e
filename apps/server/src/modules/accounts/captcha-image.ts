import { randomBytes, randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Captcha images drawn here, with no image library: 5×7 bitmap glyphs in three looks, overlapping,
 * sheared, rotated and warped, crossed by strokes of the same ink, encoded as a PNG (node:zlib).
 */

/** Characters that are hard to confuse (no 0/O/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B). */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY34679';

// 5 columns × 7 rows, '#' = ink.
export const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.####', '#....', '#....', '#....', '#....', '#....', '.####'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '#..#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '.#.#.', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '.#.#.', '..#..', '..#..', '..#..', '.#.#.', '#...#'],
  Y: ['#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..', '..#..'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['#..#.', '#..#.', '#..#.', '#####', '...#.', '...#.', '...#.'],
  '6': ['.###.', '#....', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '....#', '.###.'],
};

export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/** Pixel grain: a fast generator (xorshift32) seeded from the CSPRNG; the grain needs no secrecy. */
function grainSource() {
  let state = randomBytes(4).readUInt32BE() || 1;
  return (min: number, max: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return min + ((state >>> 0) / 0x1_0000_0000) * (max - min);
  };
}

// ---------------------------------------------------------------------------------------------------
// PNG

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `rgb` (width × height × 3 bytes). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------------
// Drawing

export const CAPTCHA_WIDTH = 144;
export const CAPTCHA_HEIGHT = 48;

/** Ink is drawn at this many sub-pixels per pixel (anti-aliasing), then warped and sampled down. */
const SS = 3;

/** A coverage mask at SS× the image size: 1 = ink. */
class InkMask {
  readonly w: number;
  readonly h: number;
  readonly data: Float32Array;
  constructor(width: number, height: number) {
    this.w = width * SS;
    this.h = height * SS;
    this.data = new Float32Array(this.w * this.h);
  }
  /** A filled disc (x, y, r in image pixels); `value` 0 erases. */
  disc(x: number, y: number, r: number, value = 1) {
    const cx = x * SS;
    const cy = y * SS;
    const rr = r * SS;
    for (let py = Math.max(0, Math.floor(cy - rr)); py <= Math.min(this.h - 1, Math.ceil(cy + rr)); py++) {
      for (let px = Math.max(0, Math.floor(cx - rr)); px <= Math.min(this.w - 1, Math.ceil(cx + rr)); px++) {
        if ((px - cx) ** 2 + (py - cy) ** 2 <= rr * rr) this.data[py * this.w + px] = value;
      }
    }
  }
  /** A round-capped stroke from a to b. */
  stroke(ax: number, ay: number, bx: number, by: number, r: number, value = 1) {
    const steps = Math.max(1, Math.ceil((Math.hypot(bx - ax, by - ay) * SS) / Math.max(1, r * SS * 0.5)));
    for (let i = 0; i <= steps; i++)
      this.disc(ax + ((bx - ax) * i) / steps, ay + ((by - ay) * i) / steps, r, value);
  }
  /** A filled convex quadrilateral (the corners in order). */
  quad(corners: [number, number][], value = 1) {
    const pts = corners.map(([x, y]) => [x * SS, y * SS] as const);
    const ys = pts.map((p) => p[1]);
    for (
      let py = Math.max(0, Math.floor(Math.min(...ys)));
      py <= Math.min(this.h - 1, Math.ceil(Math.max(...ys)));
      py++
    ) {
      let lo = Infinity;
      let hi = -Infinity;
      for (let i = 0; i < pts.length; i++) {
        const [x1, y1] = pts[i]!;
        const [x2, y2] = pts[(i + 1) % pts.length]!;
        if ((py < y1 && py < y2) || (py > y1 && py > y2) || y1 === y2) continue;
        const x = x1 + ((py - y1) * (x2 - x1)) / (y2 - y1);
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
      for (let px = Math.max(0, Math.ceil(lo)); px <= Math.min(this.w - 1, Math.floor(hi)); px++)
        this.data[py * this.w + px] = value;
    }
  }
  /** Coverage at image coordinates (x, y): the mean of the SS×SS sub-pixels around it. */
  sample(x: number, y: number): number {
    const px = Math.round(x * SS);
    const py = Math.round(y * SS);
    let sum = 0;
    for (let dy = 0; dy < SS; dy++) {
      for (let dx = 0; dx < SS; dx++) {
        const sx = px + dx - 1;
        const sy = py + dy - 1;
        if (sx >= 0 && sy >= 0 && sx < this.w && sy < this.h) sum += this.data[sy * this.w + sx]!;
      }
    }
    return sum / (SS * SS);
  }
}

type GlyphStyle = 'block' | 'round' | 'stroke';

/** One glyph of the 5×7 bitmap, in one of three looks, scaled, sheared, rotated around (cx, cy). */
function drawGlyph(mask: InkMask, glyph: string[], cx: number, cy: number, scale: number) {
  const style: GlyphStyle = (['block', 'round', 'stroke'] as const)[randomInt(3)]!;
  const angle = rand(-0.3, 0.3);
  const shear = rand(-0.25, 0.25);
  const sx = scale * rand(1.0, 1.25); // varied width
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const at = (col: number, row: number): [number, number] => {
    const lx = (col - 2) * sx + (row - 3) * scale * shear;
    const ly = (row - 3) * scale;
    return [cx + lx * cos - ly * sin, cy + lx * sin + ly * cos];
  };
  const ink = (col: number, row: number) => glyph[row]?.[col] === '#';
  const weight = rand(0.38, 0.5); // stroke half-width, in cells
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 5; col++) {
      if (!ink(col, row)) continue;
      if (style === 'block') {
        const h = 0.5;
        mask.quad([at(col - h, row - h), at(col + h, row - h), at(col + h, row + h), at(col - h, row + h)]);
      }
      const [x, y] = at(col, row);
      if (style !== 'block') mask.disc(x, y, weight * scale);
      // Joins to the right, below and diagonally (where no square path exists) make one pen line.
      const joins: [number, number][] = [
        [1, 0],
        [0, 1],
        [1, 1],
        [-1, 1],
      ];
      for (const [dc, dr] of joins) {
        if (!ink(col + dc, row + dr)) continue;
        if (style === 'block' && (dc === 0 || dr === 0)) continue; // squares already touch
        if (dc !== 0 && dr !== 0 && (ink(col + dc, row) || ink(col, row + dr))) continue;
        const [x2, y2] = at(col + dc, row + dr);
        mask.stroke(x, y, x2, y2, weight * scale * (style === 'stroke' ? 0.8 : 1));
      }
    }
  }
}

/** A curve across x0..x1 around baseline y0: a sum of two sines. */
function curve(x0: number, x1: number, y0: number) {
  const a1 = rand(2, 5);
  const p1 = rand(30, 80);
  const f1 = rand(0, Math.PI * 2);
  const a2 = rand(0, 0.8);
  const p2 = rand(10, 20);
  const f2 = rand(0, Math.PI * 2);
  const points: [number, number][] = [];
  for (let x = x0; x <= x1; x += 0.5) {
    points.push([
      x,
      y0 + a1 * Math.sin((x / p1) * Math.PI * 2 + f1) + a2 * Math.sin((x / p2) * Math.PI * 2 + f2),
    ]);
  }
  return points;
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/**
 * Draws `text` (characters of CAPTCHA_ALPHABET) and returns the PNG. Against the segment-and-match
 * solver of issue 12: glyphs overlap (no empty column between them), three glyph looks with random
 * width, shear and rotation, strokes of the same ink cross the text, the whole is warped by a smooth
 * displacement field, and the ink is one colour with per-pixel noise (colour keying finds nothing).
 */
export function drawCaptcha(text: string, width = CAPTCHA_WIDTH, height = CAPTCHA_HEIGHT): Buffer {
  const mask = new InkMask(width, height);
  const chars = [...text];
  const scale = rand(3.6, 4.0) * (height / 40);
  const advance = scale * rand(4.4, 4.8); // a glyph is ~5 cells wide: neighbours touch or overlap
  const span = advance * (chars.length - 1);
  const start = width / 2 - span / 2 + rand(-5, 5);
  // Uneven steps and sizes: cutting the text into equal parts does not find the glyphs either.
  let x = start;
  chars.forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (glyph) drawGlyph(mask, glyph, x, height / 2 + rand(-3, 3), scale * rand(0.88, 1.1));
    if (index < chars.length - 1) x += advance * rand(0.88, 1.12);
  });
  // Strokes of the same ink through the text band.
  const left = Math.max(2, start - advance);
  const right = Math.min(width - 2, start + span + advance);
  for (const r of [rand(0.9, 1.15), rand(0.45, 0.55)]) {
    const points = curve(left - rand(0, 12), right + rand(0, 12), height / 2 + rand(-7, 7));
    for (let k = 1; k < points.length; k++) mask.stroke(...points[k - 1]!, ...points[k]!, r);
  }
  // Specks of ink.
  for (let i = 0; i < (width * height) / 110; i++)
    mask.disc(rand(0, width), rand(0, height), rand(0.35, 0.7));

  // Warp: each output pixel reads the mask at a smoothly displaced point.
  const wx = { a: rand(0.8, 1.5), p: rand(18, 30), f: rand(0, Math.PI * 2) };
  const wy = { a: rand(1, 2), p: rand(24, 44), f: rand(0, Math.PI * 2) };
  const ink = [rand(10, 90), rand(10, 90), rand(10, 90)];
  const base = [rand(205, 240), rand(205, 240), rand(205, 240)];
  const blobs = Array.from({ length: 4 }, () => ({
    x: rand(0, width),
    y: rand(0, height),
    r: rand(8, 22),
    tint: [rand(-30, 10), rand(-30, 10), rand(-30, 10)],
  }));
  const rgb = new Uint8Array(width * height * 3);
  const noise = grainSource();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const mx = x + wx.a * Math.sin((y / wx.p) * Math.PI * 2 + wx.f);
      const my = y + wy.a * Math.sin((x / wy.p) * Math.PI * 2 + wy.f);
      const coverage = mask.sample(mx, my);
      const i = (y * width + x) * 3;
      const grain = noise(-14, 14);
      for (let c = 0; c < 3; c++) {
        let bg = base[c]! + (x / width) * 16 - 8 + grain;
        for (const b of blobs) {
          const d = Math.hypot(x - b.x, y - b.y) / b.r;
          if (d < 1) bg += b.tint[c]! * (1 - d * d);
        }
        const fg = ink[c]! + noise(-22, 22);
        rgb[i + c] = clamp(bg * (1 - coverage) + fg * coverage);
      }
    }
  }
  return encodePng(width, height, rgb);
}
