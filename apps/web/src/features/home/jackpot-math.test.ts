import { describe, expect, it } from 'vitest';
import { jackpotAt, msToNextStep } from './jackpot-math';

const config = { startAt: 1_000_000, baseAmount: 8_888_888.88, stepAmount: 165.11, stepMs: 3000 };

describe('jackpotAt', () => {
  it('is the base amount until the first step', () => {
    expect(jackpotAt(config, config.startAt - 50_000)).toBe(8_888_888.88);
    expect(jackpotAt(config, config.startAt + 2999)).toBe(8_888_888.88);
  });

  it('rises by 165.11 every 3 s', () => {
    expect(jackpotAt(config, config.startAt + 3000)).toBe(8_889_053.99);
    expect(jackpotAt(config, config.startAt + 6500)).toBe(8_889_219.1);
  });

  it('does not drift after a month of steps', () => {
    const month = 30 * 24 * 3600 * 1000;
    const steps = month / 3000;
    expect(jackpotAt(config, config.startAt + month)).toBe((888_888_888 + steps * 16_511) / 100);
  });
});

describe('msToNextStep', () => {
  it('counts to the next 3 s boundary from the start', () => {
    expect(msToNextStep(config, config.startAt)).toBe(3000);
    expect(msToNextStep(config, config.startAt + 2500)).toBe(500);
    expect(msToNextStep(config, config.startAt - 100)).toBe(100);
  });
});
