import { describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes, webpBytes } from '../../../test/payments';
import { imageSize } from './image-size';
import { sniffImageType, validateImage } from './uploads';

/** A JPEG with a baseline frame header (SOF0) after its JFIF segment. */
function jpegWithFrame(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const jfif = jpegBytes();
  return Buffer.concat([jfif.subarray(0, jfif.length - 2), sof, Buffer.from([0xff, 0xd9])]);
}

/** A lossy (VP8) and an extended (VP8X) WebP header. */
function webpHeader(chunk: 'VP8 ' | 'VP8X', width: number, height: number): Buffer {
  const b = Buffer.alloc(32);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(24, 4);
  b.write('WEBP', 8, 'latin1');
  b.write(chunk, 12, 'latin1');
  if (chunk === 'VP8X') {
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
  } else {
    b.set([0x9d, 0x01, 0x2a], 23);
    b.writeUInt16LE(width, 26);
    b.writeUInt16LE(height, 28);
  }
  return b;
}

describe('image uploads by bytes', () => {
  it('knows PNG, JPEG and WebP by their signatures, nothing else', () => {
    expect(sniffImageType(pngBytes())).toBe('image/png');
    expect(sniffImageType(jpegBytes())).toBe('image/jpeg');
    expect(sniffImageType(webpBytes())).toBe('image/webp');
    expect(sniffImageType(Buffer.from('plain text pretending to be a png'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF....WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(pngBytes().subarray(0, 10))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('takes only the types and size a call allows', () => {
    const rules = { types: ['image/png', 'image/webp'] as const, maxBytes: 1000 };
    expect(validateImage(webpBytes(), rules).contentType).toBe('image/webp');
    expect(() => validateImage(jpegBytes(), rules)).toThrow(
      expect.objectContaining({ errorCode: 'upload.type.invalid', value: { allowed: ['png', 'webp'] } }),
    );
    expect(() => validateImage(Buffer.concat([pngBytes(), Buffer.alloc(1000)]), rules)).toThrow(
      expect.objectContaining({ errorCode: 'upload.too.large', status: 413, value: { maxBytes: 1000 } }),
    );
  });

  it('reads the width and height from the header of each format', () => {
    expect(imageSize('image/png', pngBytes(32, 20))).toEqual({ width: 32, height: 20 });
    expect(imageSize('image/jpeg', jpegWithFrame(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSize('image/webp', webpBytes(300, 4096))).toEqual({ width: 300, height: 4096 });
    expect(imageSize('image/webp', webpHeader('VP8 ', 1200, 400))).toEqual({ width: 1200, height: 400 });
    expect(imageSize('image/webp', webpHeader('VP8X', 5000, 16))).toEqual({ width: 5000, height: 16 });
  });

  it('has no size for a header cut short or missing', () => {
    expect(imageSize('image/jpeg', jpegBytes())).toBeUndefined(); // no frame header before the end
    expect(imageSize('image/jpeg', jpegWithFrame(64, 64).subarray(0, 24))).toBeUndefined();
    expect(imageSize('image/png', pngBytes(32, 20).subarray(0, 18))).toBeUndefined();
    expect(imageSize('image/webp', webpHeader('VP8 ', 0, 10))).toBeUndefined();
    expect(imageSize('image/webp', webpBytes().subarray(0, 22))).toBeUndefined();
  });
});
