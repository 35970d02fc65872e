/** wawoff2 ships no types: the one call the rasteriser makes (WOFF2 to TrueType). */
declare module 'wawoff2' {
  export function decompress(data: Uint8Array): Promise<Uint8Array>;
}
