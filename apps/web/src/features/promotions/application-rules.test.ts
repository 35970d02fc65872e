import { describe, expect, it } from 'vitest';
import { addImages, checkComment, checkImage, commentLength } from './application-rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('activity application rules (spec §5)', () => {
  it('accepts a comment of 140 characters and refuses 141, trimmed as the server does', () => {
    expect(checkComment('a'.repeat(140))).toBeNull();
    expect(checkComment('a'.repeat(141))).toBe('promo_comment_too_long');
    expect(checkComment(`  ${'a'.repeat(140)}  `)).toBeNull();
    expect(commentLength(' 缅甸 ')).toBe(2);
  });

  it('accepts PNG and JPEG under 5 MB only', () => {
    expect(checkImage(file('a.png', 'image/png'))).toBeNull();
    expect(checkImage(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkImage(file('a.jpeg', ''))).toBeNull();
    expect(checkImage(file('a.gif', 'image/gif'))).toBe('upload.type.invalid');
    expect(checkImage(file('a.webp', ''))).toBe('upload.type.invalid');
    expect(checkImage(file('a.png', 'image/png', 5 * MB))).toBeNull();
    expect(checkImage(file('a.png', 'image/png', 5 * MB + 1))).toBe('upload.too.large');
  });

  it('keeps at most three valid images and reports the first problem', () => {
    const a = file('a.png', 'image/png');
    const b = file('b.png', 'image/png');
    const gif = file('c.gif', 'image/gif');
    expect(addImages([], [a, gif, b])).toEqual({ images: [a, b], problem: 'upload.type.invalid' });
    expect(addImages([a, b], [a, b])).toEqual({ images: [a, b, a], problem: 'upload.too.many' });
    expect(addImages([a], [b])).toEqual({ images: [a, b], problem: null });
  });
});
