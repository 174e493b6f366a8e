import { z } from 'zod';
import { panelMessages } from '../extension-panel.js';
import { profileDraftSchema } from '../profile.js';
import { safeText } from '../text.js';
import { PROFILE_PAGE_MAX } from './limits.js';
import { IMPORT_PARTS, IMPORT_SOURCES } from './parse.js';

export const profileImportMessages = {
  textRequired: 'Paste the text of your Upwork or LinkedIn profile page.',
  tooLong: `The pasted text is longer than ${PROFILE_PAGE_MAX.toLocaleString('en-US')} characters.`,
  notAProfile: 'This does not look like an Upwork or LinkedIn profile page: nothing could be read from it.',
  found: (parts: string[]) => `Filled in from your page: ${parts.join(', ')}.`,
  missing: (parts: string[]) => `Not on the page, so left for you: ${parts.join(', ')}.`,
  review: 'Check every field, then save.',
  /** When the extension opened the profiles page to hand over a page's text. */
  fromExtension: (url: string) =>
    `The Quillbid extension read this from ${url}. You will check every field before the profile is saved.`,
  nothingFromExtension: `Nothing to import from the extension. Open your profile page and click ${panelMessages.importAsMyProfile} again.`,
} as const;

/** `POST profile/import`. */
export const profileImportRequestSchema = z.strictObject({
  text: safeText()
    .trim()
    .min(1, profileImportMessages.textRequired)
    .max(PROFILE_PAGE_MAX, profileImportMessages.tooLong),
});

export const profileImportSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  /** Who read the page: the configured model, or the built-in parser. */
  reader: z.enum(['llm', 'offline']),
  profile: profileDraftSchema,
  hourlyRate: z.number().nullable(),
  found: z.array(z.enum(IMPORT_PARTS)),
  missing: z.array(z.enum(IMPORT_PARTS)),
});
export type ProfileImportResponse = z.infer<typeof profileImportSchema>;
