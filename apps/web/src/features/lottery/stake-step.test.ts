import { describe, expect, it } from 'vitest';
import { amountMinor, isOnSlipStep, slipStepMinor } from './stake-step';

describe('lottery slip step', () => {
  it('is the least common multiple of the lines’ play-type steps', () => {
    expect(slipStepMinor([])).toBe(1);
    expect(slipStepMinor(['TWO_D', 'THREE_D'])).toBe(1);
    expect(slipStepMinor(['BIG_SMALL'])).toBe(25);
    expect(slipStepMinor(['DIGIT', 'TWO_D'])).toBe(10);
    expect(slipStepMinor(['BIG_SMALL', 'DIGIT'])).toBe(50);
  });

  it('checks the typed amount in minor units', () => {
    expect(amountMinor('10')).toBe(1000);
    expect(amountMinor('10.5')).toBe(1050);
    expect(amountMinor('10.25')).toBe(1025);
    expect(amountMinor('1.2.3')).toBeNull();
    expect(isOnSlipStep('10.25', 25)).toBe(true);
    expect(isOnSlipStep('10.10', 25)).toBe(false);
    expect(isOnSlipStep('10.10', 10)).toBe(true);
    expect(isOnSlipStep('10.05', 10)).toBe(false);
    expect(isOnSlipStep('10.50', 50)).toBe(true);
  });
});
