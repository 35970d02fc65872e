import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

// The captcha generator before issue 12 (item 4), kept only so the naive-solver test can show what it
// read of the old images. Not used by the server.

/**
 * Captcha images drawn here, with no image library: 5×7 bitmap glyphs, each scaled, rotated and
 * bent by a sine wave, over a noisy background with crossing curves, encoded as a PNG (node:zlib).
 */

/** Characters that are hard to confuse (no 0/O/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B). */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY34679';

// 5 columns × 7 rows, '#' = ink.
const GLYPHS: Record<string, string[]> = {
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

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** Draws `text` (characters of CAPTCHA_ALPHABET) and returns the PNG. */
export function drawCaptcha(text: string, width = CAPTCHA_WIDTH, height = CAPTCHA_HEIGHT): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, r: number, g: number, b: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= width || yi >= height) return;
    const i = (yi * width + xi) * 3;
    rgb[i] = r;
    rgb[i + 1] = g;
    rgb[i + 2] = b;
  };
  // Background: a light gradient with speckles.
  const base = [rand(215, 245), rand(215, 245), rand(215, 245)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = (x / width) * 20 - 10 + rand(-12, 12);
      set(x, y, base[0]! + shade, base[1]! + shade, base[2]! + shade);
    }
  }
  // Glyphs: each cell of the 5×7 bitmap becomes a filled, transformed square.
  const cellWidth = width / (text.length + 1);
  const waveAmp = rand(1.5, 3);
  const wavePeriod = rand(18, 30);
  const wavePhase = rand(0, Math.PI * 2);
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) return;
    const scale = rand(3.2, 4);
    const angle = rand(-0.35, 0.35);
    const cx = cellWidth * (index + 1) + rand(-3, 3);
    const cy = height / 2 + rand(-3, 3);
    const colour = [rand(20, 110), rand(20, 110), rand(20, 110)];
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 5; col++) {
        if (glyph[row]![col] !== '#') continue;
        // Sub-sample each cell so the rotated square has no holes.
        for (let sy = 0; sy < scale; sy += 0.5) {
          for (let sx = 0; sx < scale; sx += 0.5) {
            const lx = (col - 2.5) * scale + sx;
            const ly = (row - 3.5) * scale + sy;
            const x = cx + lx * cos - ly * sin;
            const y0 = cy + lx * sin + ly * cos;
            const y = y0 + waveAmp * Math.sin((x / wavePeriod) * Math.PI * 2 + wavePhase);
            set(x, y, colour[0]!, colour[1]!, colour[2]!);
          }
        }
      }
    }
  });
  // Two crossing curves and noise dots in ink colours.
  for (let line = 0; line < 2; line++) {
    const y0 = rand(8, height - 8);
    const amp = rand(4, 10);
    const period = rand(40, 90);
    const colour = [rand(40, 140), rand(40, 140), rand(40, 140)];
    for (let x = 0; x < width; x += 0.5) {
      const y = y0 + amp * Math.sin((x / period) * Math.PI * 2);
      set(x, y, colour[0]!, colour[1]!, colour[2]!);
      set(x, y + 1, colour[0]!, colour[1]!, colour[2]!);
    }
  }
  for (let i = 0; i < (width * height) / 25; i++) {
    const v = rand(40, 160);
    set(rand(0, width), rand(0, height), v, v, v);
  }
  return encodePng(width, height, rgb);
}
