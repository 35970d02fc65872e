import { describe, expect, it } from 'vitest';
import { categoryHref, guardRedirect, pageClassOf, pageTypeOf } from './paths';

describe('page type', () => {
  it('is the path without its leading slash, home for /', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/rng')).toBe('rng');
    expect(pageTypeOf('/pointMall')).toBe('pointMall');
    expect(pageTypeOf('/index.html')).toBe('index.html');
    expect(pageClassOf('/index.html')).toBe('page-index-html');
    expect(pageClassOf('/')).toBe('page-home');
  });
});

describe('route guard', () => {
  it('does nothing when login is not required or a token exists', () => {
    expect(guardRedirect('/rng', { loginRequired: false, hasToken: false })).toBeNull();
    expect(guardRedirect('/rng', { loginRequired: true, hasToken: true })).toBeNull();
  });
  it('sends visitors to /login except on the public pages', () => {
    const visitor = { loginRequired: true, hasToken: false };
    expect(guardRedirect('/', visitor)).toBe('/login');
    expect(guardRedirect('/down', visitor)).toBe('/login');
    for (const open of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(guardRedirect(open, visitor)).toBeNull();
    }
  });
});

describe('categoryHref', () => {
  it('links categories with pages and carries the vendor', () => {
    expect(categoryHref('RNG')).toBe('/rng');
    expect(categoryHref('LIVE', 'EVO')).toBe('/live?vendor=EVO');
    expect(categoryHref('COCKFIGHT')).toBeNull();
  });
});
