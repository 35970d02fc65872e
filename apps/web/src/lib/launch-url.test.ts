import { describe, expect, it } from 'vitest';
import { isFrameUrl, pageForLaunchUrl } from './launch-url';

const game = { vassalage: 'AUR', gameCode: 'AUR_001' };

describe('launch URLs', () => {
  it('opens site pages directly and vendor pages in the /game frame', () => {
    expect(pageForLaunchUrl('/game?vendor=JADE&gameCode=jade-dragon', game)).toBe(
      '/game?vendor=JADE&gameCode=jade-dragon',
    );
    expect(pageForLaunchUrl('/lottery?gameCode=JLT_SEA&vendor=JLT&playType=STANDARD', game)).toMatch(
      /^\/lottery\?/,
    );
    const page = pageForLaunchUrl('/vendor-sim/launch?token=abc&game=AUR_001&vendor=AUR', game);
    const params = new URL(page, 'http://x').searchParams;
    expect(params.get('vendor')).toBe('AUR');
    expect(params.get('gameCode')).toBe('AUR_001');
    expect(params.get('frame')).toBe('/vendor-sim/launch?token=abc&game=AUR_001&vendor=AUR');
    expect(pageForLaunchUrl('https://evil.example/x', game)).toBe('/game');
  });

  it('frames only same-origin vendor pages', () => {
    expect(isFrameUrl('/vendor-sim/launch?mode=demo&game=A')).toBe(true);
    expect(isFrameUrl(null)).toBe(false);
    expect(isFrameUrl('javascript:alert(1)')).toBe(false);
    expect(isFrameUrl('https://evil.example/vendor-sim/')).toBe(false);
    expect(isFrameUrl('/vendor-sim//evil.example')).toBe(false);
    expect(isFrameUrl('/vendor-sim/\\evil')).toBe(false);
  });
});
