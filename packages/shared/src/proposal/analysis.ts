import { z } from 'zod';
import { profileFitSchema, skillNeedsSchema } from '../job/fit.js';

/** What a job post explicitly asks of the proposal itself. */
export const INSTRUCTION_KINDS = ['startWord', 'subjectLine', 'paragraphs', 'include', 'attach', 'question'] as const;
export type InstructionKind = (typeof INSTRUCTION_KINDS)[number];

/** Things a post asks proposals to contain, by kind; `other` keeps the post's own topic words. */
export const INCLUDE_ITEMS = [
  'pricing',
  'availability',
  'timeline',
  'experience',
  'approach',
  'portfolio',
  'tools',
  'location',
  'interest',
  'other',
] as const;
export type IncludeItem = (typeof INCLUDE_ITEMS)[number];

export const instructionSchema = z.object({
  kind: z.enum(INSTRUCTION_KINDS),
  /** The instruction in our words, as the analysis panel lists it. */
  label: z.string(),
  /** Where the post says it: a short excerpt. */
  quote: z.string(),
  /**
   * startWord: the word or phrase; subjectLine: the text asked for, or '' when free; paragraphs: the count;
   * include and attach: the item's kind; question: the question.
   */
  value: z.string(),
  /** Words a draft that covers it would use (lower case); empty when the kind needs none. */
  topic: z.array(z.string()),
  /** False when only the freelancer can do it: attach a file, name a price the profile does not hold. */
  writable: z.boolean(),
  /**
   * A question that asks for one of the items ("What is your rate?" asks for pricing): covered as that
   * item is, by a sentence naming a price or a start date, rather than by the question's own words.
   */
  item: z.enum(INCLUDE_ITEMS).optional(),
});
export type Instruction = z.infer<typeof instructionSchema>;

/** Hard requirements and red flags a freelancer should see before spending a bid on the job. */
export const REQUIREMENT_KINDS = ['location', 'timezone', 'degree', 'language', 'agency', 'budget', 'payment'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const requirementSchema = z.object({
  kind: z.enum(REQUIREMENT_KINDS),
  /** A requirement can rule the freelancer out; a red flag says the job itself may be a poor bet. */
  severity: z.enum(['requirement', 'red-flag']),
  label: z.string(),
  quote: z.string(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const jobLanguageSchema = z.object({
  /** ISO 639-1 code of the post's main language ('und' when too short to tell, read as English). */
  code: z.string(),
  name: z.string(),
  english: z.boolean(),
  /** Part of the post is in another language than the rest. */
  mixed: z.boolean(),
});
export type JobLanguage = z.infer<typeof jobLanguageSchema>;

export const jobAnalysisSchema = z.object({
  /** The deliverable in a short phrase of our own: "Speed up a Shopify theme". */
  deliverable: z.string(),
  /** The kind of work: "Web, mobile and software development". */
  category: z.string(),
  language: jobLanguageSchema,
  /** The skills the post asks for, most important first: the required ones, then the nice-to-have ones. */
  skills: z.array(z.string()),
  /** The same skills by how the post asks for them, and those it names in passing; older servers send none. */
  skillNeeds: skillNeedsSchema.optional(),
  /** Fit for the profile asked about, or for each of the user's profiles, best first. */
  fits: z.array(profileFitSchema),
  instructions: z.array(instructionSchema),
  requirements: z.array(requirementSchema),
  /** Words naming the client's need: the opening the client previews should use one of them. */
  needTerms: z.array(z.string()),
  /** Anything else the freelancer should know before sending, in a sentence each. */
  notes: z.array(z.string()),
});
export type JobAnalysis = z.infer<typeof jobAnalysisSchema>;
