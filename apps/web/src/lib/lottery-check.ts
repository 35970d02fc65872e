import { paths } from '../config/paths';

/** What the lottery checker needs of a draw: everything is public once the draw is drawn. */
export interface DrawCheckFields {
  gameCode: string;
  drawNo: string;
  serverSeed: string;
  serverSeedHash: string;
  /** The published digits, `1,2,3,4,5` (empty: only recompute). */
  digits: string;
}

/** The checker's address for a drawn draw (from the past draws and the betting record). */
export function lotteryCheckHref(draw: {
  gameCode: string;
  drawNo: string;
  serverSeed: string;
  serverSeedHash: string;
  digits?: readonly number[] | null;
}): string {
  const query = new URLSearchParams({
    game: draw.gameCode,
    draw: draw.drawNo,
    seed: draw.serverSeed,
    hash: draw.serverSeedHash,
  });
  if (draw.digits && draw.digits.length > 0) query.set('digits', draw.digits.join(','));
  return `${paths.lotteryVerify}?${query.toString()}`;
}

/** The checker's fields from its address (missing ones are empty). */
export function checkFieldsOf(params: URLSearchParams): DrawCheckFields {
  return {
    gameCode: params.get('game') ?? '',
    drawNo: params.get('draw') ?? '',
    serverSeed: (params.get('seed') ?? '').trim().toLowerCase(),
    serverSeedHash: (params.get('hash') ?? '').trim().toLowerCase(),
    digits: params.get('digits') ?? '',
  };
}

/** `1,2,3,4,5` (or `12345`, or with spaces) as digits; null when it is not five digits 0–9. */
export function parseDigits(text: string): number[] | null {
  const compact = text.replace(/[\s,]/g, '');
  if (!/^\d{5}$/.test(compact)) return null;
  return compact.split('').map(Number);
}
