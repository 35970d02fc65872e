import { describe, expect, it } from 'vitest';
import { listModes, modeFromParam, slidesPerView } from './listing-modes';

describe('listing modes', () => {
  it('shows favourites only when logged in and jackpot tabs only on the slots page', () => {
    expect(listModes('FISH', { loggedIn: false, bingo: true })).toEqual(['default', 'hot', 'recent']);
    expect(listModes('RNG', { loggedIn: true, bingo: false })).toEqual([
      'default',
      'hot',
      'fav',
      'recent',
      'JP',
      'TG',
      'AC',
    ]);
    expect(listModes('RNG', { loggedIn: false, bingo: true })).toContain('BG');
  });

  it('reads the ?page= tab, falling back to the default list', () => {
    const modes = listModes('RNG', { loggedIn: false, bingo: false });
    expect(modeFromParam('hot', modes)).toBe('hot');
    expect(modeFromParam('jp', modes)).toBe('JP');
    expect(modeFromParam('fav', modes)).toBe('default');
    expect(modeFromParam('BG', modes)).toBe('default');
    expect(modeFromParam(null, modes)).toBe('default');
  });

  it('shows 7 slots vendors or 5 fish and pvp vendors, fewer on a phone', () => {
    expect(slidesPerView('RNG', 'desktop')).toBe(7);
    expect(slidesPerView('PVP', 'desktop')).toBe(5);
    expect(slidesPerView('FISH', 'tablet')).toBe(5);
    expect(slidesPerView('RNG', 'phone')).toBe(3);
  });
});
