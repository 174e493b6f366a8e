import { z } from 'zod';
import { hasText } from './proposal/html.js';
import { safeText } from './text.js';

export const TEMPLATE_PLATFORMS = ['UPWORK', 'LINKEDIN'] as const;
export type TemplatePlatform = (typeof TEMPLATE_PLATFORMS)[number];

/** Which template types each platform has (sent lowercase). */
export const TEMPLATE_TYPES = {
  UPWORK: ['proposal', 'question', 'message'],
  LINKEDIN: ['note', 'message'],
} as const satisfies Record<TemplatePlatform, readonly string[]>;
export type TemplateType = (typeof TEMPLATE_TYPES)[TemplatePlatform][number];

export const platformLabels: Record<TemplatePlatform, string> = { UPWORK: 'Upwork', LINKEDIN: 'Linkedin' };

/** A LinkedIn connection note's limit on a premium account. */
export const LINKEDIN_NOTE_MAX = 300;
/** LinkedIn gives a free account only 200 characters for a connection note. */
export const LINKEDIN_FREE_NOTE_MAX = 200;
export const TEMPLATE_DETAIL_MAX = 50_000;

export const templateMessages = {
  allRequired: 'All fields are required',
  profileFirstCreate: 'You need to have a profile first in order to create template',
  profileFirstEdit: 'You need to have a profile first in order to edit template',
  typeMismatch: 'This template type does not belong to the chosen platform.',
  tooLong: 'The template is longer than allowed.',
  created: 'Template Created Successfully',
  edited: 'Template Edited Successfully',
  notFound: 'Template not found',
  noTemplates: 'No Template Found',
} as const;

const required = (max: number) =>
  safeText({ error: templateMessages.allRequired })
    .max(max, templateMessages.tooLong)
    .refine((value) => value.trim() !== '', templateMessages.allRequired);

const templateShape = z.strictObject({
  templateTitle: required(200),
  templateDescription: required(1000),
  // Editor content with no text in it (just empty paragraphs) counts as missing.
  templateDetail: required(TEMPLATE_DETAIL_MAX).refine(hasText, templateMessages.allRequired),
  profileId: safeText({ error: templateMessages.allRequired }).uuid(templateMessages.allRequired),
  platform: z.enum(TEMPLATE_PLATFORMS, { error: templateMessages.allRequired }),
  templateType: safeText({ error: templateMessages.allRequired }).min(1, templateMessages.allRequired),
  default: z.boolean().default(false),
  starterTemplate: z.literal(false).default(false),
});

const typeBelongsToPlatform = (t: { platform: TemplatePlatform; templateType: string }) =>
  (TEMPLATE_TYPES[t.platform] as readonly string[]).includes(t.templateType);
// On the type, so a form marks the field the user has to change.
const typeMismatch = { message: templateMessages.typeMismatch, path: ['templateType'] };

/**
 * `POST template` / `PATCH template/{id}`. `starterTemplate` may only be false: starters are ours.
 * The type must belong to the platform.
 */
export const templateSchema = templateShape.refine(typeBelongsToPlatform, typeMismatch);

/** The template form: the same checks and messages, over values where a platform not chosen yet is ''. */
export const templateFormSchema = templateShape
  .extend({
    platform: z
      .enum([...TEMPLATE_PLATFORMS, ''], { error: templateMessages.allRequired })
      .pipe(z.enum(TEMPLATE_PLATFORMS, { error: templateMessages.allRequired })),
  })
  .refine(typeBelongsToPlatform, typeMismatch);
export type TemplateInput = z.input<typeof templateSchema>;

export const templateQuerySchema = z.strictObject({
  starterTemplate: z.enum(['true', 'false']).optional(),
});

export const templateResponseSchema = z.object({
  _id: z.string(),
  templateTitle: z.string(),
  templateDescription: z.string(),
  templateDetail: z.string(),
  profileId: z.object({ _id: z.string() }).nullable(),
  platform: z.enum(TEMPLATE_PLATFORMS),
  templateType: z.string(),
  default: z.boolean(),
  starterTemplate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateResponseSchema>;

/** "Connection note (free account)", "free-account note": how a user marks a template as written for a free account. */
const FREE_ACCOUNT = /\bfree[\s-]+account\b/i;

/**
 * The most characters a connection note may have: 200 when the caller says the sender's account is free
 * (`freeAccount`, from the extension) or when the user wrote "free account" in the template's title or
 * description (the web app cannot see the LinkedIn account), else 300.
 */
export function linkedinNoteMax(
  template: { templateTitle: string; templateDescription: string },
  freeAccount = false,
): number {
  const marked = FREE_ACCOUNT.test(template.templateTitle) || FREE_ACCOUNT.test(template.templateDescription);
  return freeAccount || marked ? LINKEDIN_FREE_NOTE_MAX : LINKEDIN_NOTE_MAX;
}
