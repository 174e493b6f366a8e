import { describe, expect, it } from 'vitest';
import { firstNameOf } from '../src/ai/offline/person.js';

describe('the first name in a LinkedIn title', () => {
  it('reads the name the extension puts before the headline', () => {
    expect(firstNameOf('Priya Raman — Head of Growth at Northwind Analytics')).toBe('Priya');
    expect(firstNameOf('José María López | Fundador en Rutas')).toBe('José');
    expect(firstNameOf("Siobhan O'Neill - Data engineer")).toBe('Siobhan');
  });

  it('finds no name in a title that is only a role', () => {
    expect(firstNameOf('Head of Growth at Northwind')).toBeNull();
    expect(firstNameOf('Senior Product Manager — Acme Corp')).toBeNull();
    expect(firstNameOf('Marketing Director | Acme')).toBeNull();
    expect(firstNameOf('Priya — Growth')).toBeNull();
  });
});
