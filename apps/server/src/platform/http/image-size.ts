import type { ImageType } from './uploads';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The width and height of a PNG, JPEG or WebP image, read from its header bytes only (no decoding);
 * undefined when the header is not where the format puts it (a truncated or forged file).
 */
export function imageSize(type: ImageType, bytes: Buffer): ImageSize | undefined {
  try {
    const size =
      type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : webpSize(bytes);
    return size && size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    return undefined; // a read past the end: the header is cut short
  }
}

/** PNG: the IHDR chunk comes first, width and height as 32-bit big-endian. */
function pngSize(b: Buffer): ImageSize | undefined {
  if (b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/**
 * JPEG: walks the segments to the first start-of-frame (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC),
 * which holds the height then the width; the scan (SOS) starting first means no frame header.
 */
function jpegSize(b: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    at += 2 + b.readUInt16BE(at + 2);
  }
  return undefined;
}

/**
 * WebP: the first chunk says the encoding. VP8X (extended) holds the canvas size minus one in 24 bits;
 * VP8L (lossless) packs the size minus one in 14 bits each after its 0x2F signature; VP8 (lossy) has
 * 14-bit sizes after the key frame's start code 9D 01 2A.
 */
function webpSize(b: Buffer): ImageSize | undefined {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return undefined;
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}
