/** The languages of the region first, then every other language, without duplicates. */
export function orderLanguages<T extends string>(all: readonly T[], regionLanguages: readonly string[]): T[] {
  const first = regionLanguages.filter((code): code is T => (all as readonly string[]).includes(code));
  return [...first, ...all.filter((code) => !first.includes(code))];
}
