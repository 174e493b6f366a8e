import { describe, expect, it } from 'vitest';
import { LINKEDIN_FREE_NOTE_MAX, LINKEDIN_NOTE_MAX, linkedinNoteMax } from './template.js';

const template = (templateTitle: string, templateDescription = 'A short note to a decision maker.') => ({
  templateTitle,
  templateDescription,
});

describe('linkedinNoteMax', () => {
  it('gives a note 300 characters, and 200 when the sender says the account is free', () => {
    expect(LINKEDIN_NOTE_MAX).toBe(300);
    expect(LINKEDIN_FREE_NOTE_MAX).toBe(200);
    expect(linkedinNoteMax(template('Connection note: potential client'))).toBe(300);
    expect(linkedinNoteMax(template('Connection note: potential client'), false)).toBe(300);
    expect(linkedinNoteMax(template('Connection note: potential client'), true)).toBe(200);
  });

  it('gives 200 to a template whose title or description names a free account, in any case', () => {
    expect(linkedinNoteMax(template('Connection note (free account)'))).toBe(200);
    expect(linkedinNoteMax(template('Connection note', 'For my FREE ACCOUNT: keep it short.'))).toBe(200);
    expect(linkedinNoteMax(template('Free-account note'))).toBe(200);
    // The caller's false does not outweigh what the user wrote on the template.
    expect(linkedinNoteMax(template('Connection note (free account)'), false)).toBe(200);
  });

  it('does not read "free" alone, or inside another word, as a free account', () => {
    expect(linkedinNoteMax(template('Free intro offer', 'Mentions my free audit for their account.'))).toBe(300);
    expect(linkedinNoteMax(template('Carefree accounts note'))).toBe(300);
  });
});
