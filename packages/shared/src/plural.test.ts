import { describe, expect, it } from 'vitest';
import { plural } from './plural.js';

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'freelancer profile')).toBe('1 freelancer profile');
    expect(plural(0, 'user')).toBe('0 users');
    expect(plural(10, 'invite')).toBe('10 invites');
  });

  it('takes an irregular plural', () => {
    expect(plural(2, 'reply', 'replies')).toBe('2 replies');
  });
});
