import { describe, expect, it } from 'vitest';
import { dataExceptionCode } from './error-handler';
import { findControlCharacter } from './input-guard';

describe('findControlCharacter', () => {
  it('finds NUL and other C0 controls in nested strings and keys, and names the path', () => {
    expect(findControlCharacter({ a: { b: ['ok', 'x\u0000'] } }, '')).toBe('a.b.1');
    expect(findControlCharacter({ ['k\u001b']: 1 }, 'body')).toBe('body.k\u001b');
    expect(findControlCharacter('\u000b', 'q')).toBe('q');
  });

  it('lets tab, LF, CR, DEL-free text, numbers and null through', () => {
    expect(findControlCharacter({ a: 'line\r\nnext\tcol', n: 5, z: null, e: '' }, '')).toBeNull();
    expect(findControlCharacter(undefined, '')).toBeNull();
  });
});

describe('dataExceptionCode', () => {
  it('finds a class-22 SQLSTATE in the cause chain and ignores other codes', () => {
    expect(dataExceptionCode({ code: '22021' })).toBe('22021');
    expect(dataExceptionCode(new Error('wrapped', { cause: { code: '22P02' } }))).toBe('22P02');
    expect(dataExceptionCode({ code: '23505' })).toBeNull();
    expect(dataExceptionCode({ code: 'FST_ERR_X' })).toBeNull();
    expect(dataExceptionCode(null)).toBeNull();
  });
});
