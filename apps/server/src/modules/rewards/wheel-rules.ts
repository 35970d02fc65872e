/**
 * The prize wheel as pure rules (decision R9).
 */

/**
 * The segment a draw lands on: `random(total)` gives an integer in [0, total) (a CSPRNG in the
 * service), and each segment owns a run of that range as long as its weight. A weight of 0 is never
 * drawn. Throws when no segment has weight.
 */
export function drawSegment(weights: readonly number[], random: (total: number) => number): number {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total <= 0) throw new Error('the wheel has no weight');
  let point = random(total);
  for (let i = 0; i < weights.length; i++) {
    const w = Math.max(0, weights[i]!);
    if (point < w) return i;
    point -= w;
  }
  throw new Error('draw outside the weights');
}
