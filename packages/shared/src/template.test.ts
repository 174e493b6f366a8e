import { describe, expect, it } from 'vitest';
import {
  LINKEDIN_FREE_NOTE_MAX,
  LINKEDIN_NOTE_MAX,
  linkedinNoteMax,
  templateFormSchema,
  templateMessages,
  templateSchema,
} from './template.js';

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

const filled = {
  templateTitle: 'Opener',
  templateDescription: 'For web jobs',
  templateDetail: '<p>Hi</p>',
  profileId: '7d0f2a52-3c1b-4d5e-9f60-2b1a3c4d5e6f',
  platform: 'UPWORK',
  templateType: 'proposal',
} as const;

const paths = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('templateFormSchema', () => {
  it("marks every missing field with 'All fields are required', a platform not chosen yet included", () => {
    const empty = {
      templateTitle: '',
      templateDescription: '',
      templateDetail: '<p></p>',
      profileId: '',
      platform: '',
      templateType: '',
    };
    const fields = paths(templateFormSchema.safeParse(empty))?.map(([path]) => path);
    expect(new Set(fields)).toEqual(
      new Set(['templateTitle', 'templateDescription', 'templateDetail', 'profileId', 'platform', 'templateType']),
    );
    expect(new Set(paths(templateFormSchema.safeParse(empty))?.map(([, message]) => message))).toEqual(
      new Set([templateMessages.allRequired]),
    );
  });

  it('puts a type of another platform on the type field, in the form and on the server', () => {
    const mismatch = { ...filled, platform: 'LINKEDIN' };
    const expected = [['templateType', templateMessages.typeMismatch]];
    expect(paths(templateFormSchema.safeParse(mismatch))).toEqual(expected);
    expect(paths(templateSchema.safeParse(mismatch))).toEqual(expected);
  });

  it('gives the server the same template', () => {
    expect(templateFormSchema.parse(filled)).toEqual(templateSchema.parse(filled));
  });
});
