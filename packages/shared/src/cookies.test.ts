import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.js';

describe('readCookie', () => {
  it('finds a cookie among others, decoding its value and keeping any "=" in it', () => {
    expect(readCookie('a=1; token=x%20y==; b=2', 'token')).toBe('x y==');
    expect(readCookie('token=abc', 'token')).toBe('abc');
  });

  it('gives null for a missing or empty cookie, and for one whose name only starts the same', () => {
    expect(readCookie('', 'token')).toBeNull();
    expect(readCookie('token=; b=2', 'token')).toBeNull();
    expect(readCookie('tokens=abc; xtoken=1', 'token')).toBeNull();
  });

  it('gives null for a value that is not valid percent-encoding instead of throwing', () => {
    expect(readCookie('token=%E0%A4%A', 'token')).toBeNull();
  });
});
