/**
 * The standard 25 paylines of a 5×3 window, as the row (0 top, 1 middle, 2 bottom) on each reel.
 * Machines use the first 10, 20 or 25.
 */
export const STANDARD_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [1, 2, 2, 2, 1],
  [1, 0, 0, 0, 1],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
];

/** Reel strips written one character per symbol, with a legend: 'DWAK…' → ['jade-dragon', 'wild', …]. */
export function decodeStrip(letters: string, legend: Readonly<Record<string, string>>): string[] {
  return [...letters].map((ch) => {
    const id = legend[ch];
    if (id === undefined) throw new Error(`strip letter without a symbol: ${ch}`);
    return id;
  });
}
