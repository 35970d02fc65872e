import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, encodePng, GLYPHS } from '../src/modules/accounts/captcha-image';

// The captcha generator before issue 12 (item 4), kept only so the naive-solver test can show what it
// read of the old images. Not used by the server.

/**
 * Captcha images drawn here, with no image library: 5×7 bitmap glyphs, each scaled, rotated and
 * bent by a sine wave, over a noisy background with crossing curves, encoded as a PNG (node:zlib).
 */

// The alphabet and glyphs are the server's (they did not change).

export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

// The PNG encoder is the server's (it did not change).

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
