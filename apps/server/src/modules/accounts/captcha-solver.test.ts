// Issue 12 item 4: the naive solver of the review (cut the glyphs apart, match templates), trained on
// the generator's own images with the answers known, must read under 5 % of 200 fresh images.
import { describe, expect, it } from 'vitest';
import * as previous from '../../../test/captcha-image-v1';
import { createNaiveSolver } from '../../../test/naive-captcha-solver';
import { drawCaptcha, randomCaptchaText } from './captcha-image';

type Generator = { drawCaptcha(text: string): Buffer; randomCaptchaText(length?: number): string };

/** Trains on 600 labelled images, then counts what it reads of 200 fresh ones. */
function attack(generator: Generator): number {
  const solver = createNaiveSolver();
  for (let i = 0; i < 600; i++) {
    const text = generator.randomCaptchaText(4);
    solver.train(generator.drawCaptcha(text), text);
  }
  let read = 0;
  for (let i = 0; i < 200; i++) {
    const text = generator.randomCaptchaText(4);
    if (solver.read(generator.drawCaptcha(text), 4) === text) read++;
  }
  return read;
}

describe('captcha against the naive solver', () => {
  it('the solver is real: it read most images of the previous generator', { timeout: 120_000 }, () => {
    expect(attack(previous)).toBeGreaterThan(100);
  });

  it('reads under 5 % of 200 images of the current generator', { timeout: 120_000 }, () => {
    expect(attack({ drawCaptcha, randomCaptchaText })).toBeLessThan(10);
  });
});
