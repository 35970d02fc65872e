const FRAME_PREFIX = '/vendor-sim/';

/**
 * Where a launch URL opens (spec §2 "Game launch"): the site's own routes (/game for in-house games,
 * /lottery for lottery games) directly; a vendor's game URL inside the /game page's embedded frame.
 * Only same-origin vendor paths are framed, so a launch URL can never smuggle another site in.
 */
export function pageForLaunchUrl(url: string, game: { vassalage: string; gameCode: string }): string {
  if (url.startsWith('/game?') || url.startsWith('/lottery?') || url === '/lottery') return url;
  if (url.startsWith(FRAME_PREFIX)) {
    const params = new URLSearchParams({ vendor: game.vassalage, gameCode: game.gameCode, frame: url });
    return `/game?${params.toString()}`;
  }
  return '/game';
}

/** A framed URL is accepted only when it is one of the vendor simulator's same-origin pages. */
export function isFrameUrl(url: string | null): url is string {
  return Boolean(url && url.startsWith(FRAME_PREFIX) && !url.includes('//') && !url.includes('\\'));
}
