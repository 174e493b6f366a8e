import { sql } from 'drizzle-orm';
import type { Claim, ProposalStatus, Project } from '@quillbid/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The account a row belongs to: the row goes with it. */
const ownerId = () => uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    profilePicture: text('profile_picture'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Bumped by a password reset: every JWT carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The account's customer at Stripe, which every subscription it buys there belongs to. */
    stripeCustomerId: text('stripe_customer_id').unique(),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    agencyId: uuid('agency_id').references((): AnyPgColumn => agencies.id, { onDelete: 'set null' }),
    /** Until the onboarding questionnaire has been offered once, after the first sign-in. */
    onboardingPending: boolean('onboarding_pending').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_agency_idx').on(t.agencyId)],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Sessions ended by logging out before they expired. A row can go once its token has expired anyway,
 * so the table only ever holds sessions that would otherwise still be valid.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expiry_idx').on(t.expiresAt)],
);

/** E-mail verification, password-reset and agency-invite links. Only a SHA-256 of the token is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: ownerId().notNull(),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** pending → sent, or failed after the last retry; `logged` when no SMTP server is configured. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

export const packages = pgTable('packages', {
  id: id(),
  packageType: text('package_type').notNull().unique(),
  name: text('name').notNull(),
  monthlyPriceCents: integer('monthly_price_cents').notNull(),
  annualPriceCents: integer('annual_price_cents').notNull(),
  trialPeriodDays: integer('trial_period_days').notNull().default(0),
  moneyBackGuaranteeDays: integer('money_back_guarantee_days').notNull().default(0),
  emailSupport: boolean('email_support').notNull(),
  coverLetter: boolean('cover_letter').notNull(),
  proposalLetters: integer('proposal_letters').notNull(),
  freelancerProfiles: integer('freelancer_profiles').notNull(),
  templates: integer('templates').notNull(),
  addUser: integer('add_user').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type PackageRow = typeof packages.$inferSelect;

/**
 * Every plan period and change of an account, as history: a checkout, a renewal, a provider's event, a
 * cancellation and each free month add a row and end the one before (`ended_at`). The row not ended is
 * the account's current plan; the partial unique index keeps it to one, and finds it. An account with
 * none has never held a plan of its own (a new account, an agency member). Limits are copied from
 * `packages` when the row is made, so a price list change never rewrites a running period.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: ownerId().notNull(),
    packageType: text('package_type')
      .notNull()
      .references(() => packages.packageType),
    /** `cancelled`: stopped before its period ran out, at the subscriber's word or the provider's. */
    status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
    limitProfiles: integer('limit_profiles').notNull(),
    limitProposals: integer('limit_proposals').notNull(),
    limitTemplates: integer('limit_templates').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** False once the subscriber has cancelled: the plan runs to its period's end and then stops. */
    renews: boolean('renews').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * When the provider created the newest subscription event applied to this account, carried into each
     * later row: an older event never rolls state back.
     */
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_current_idx')
      .on(t.userId)
      .where(sql`ended_at is null`),
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What an account has used: proposals in the current period (deleting history gives none back), and the
 * profiles and templates that exist now. The account's own even when the plan is not (an agency member
 * counts against the owner's limits), so it is kept apart from `subscriptions`; a unit is taken by one
 * conditional UPDATE of this row (see usage/usage.ts).
 */
export const usageCounters = pgTable('usage_counters', {
  userId: ownerId().primaryKey(),
  usedProposals: integer('used_proposals').notNull().default(0),
  usedProfiles: integer('used_profiles').notNull().default(0),
  usedTemplates: integer('used_templates').notNull().default(0),
});

export type UsageCountersRow = typeof usageCounters.$inferSelect;

/** Invoices of the local test-mode billing (with Stripe, invoices live at Stripe). Amounts in cents. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    userId: ownerId().notNull(),
    accountName: text('account_name').notNull(),
    packageType: text('package_type').notNull(),
    description: text('description').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.createdAt)],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/** Every provider event applied, by id, so a redelivered event is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: ownerId().notNull(),
    profileName: text('profile_name').notNull(),
    profileDescription: text('profile_description').notNull(),
    profileSummary: text('profile_summary').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    location: text('location').notNull(),
    profession: text('profession').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    portfolio: jsonb('portfolio')
      .$type<{ portfolioType: 'github' | 'linkedin' | 'upwork'; portfolioUrl: string }[]>()
      .notNull(),
    projectExperience: jsonb('project_experience').$type<Project[]>().notNull(),
    /** US dollars an hour, to the cent; null when the freelancer has not given one. */
    hourlyRate: numeric('hourly_rate', { precision: 6, scale: 2, mode: 'number' }),
    /** "Full-time from 3 March, 30+ hours a week"; null when not given. */
    availability: text('availability'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_user_idx').on(t.userId, t.createdAt)],
);

export type ProfileRow = typeof profiles.$inferSelect;

/** A user's templates, and the starters we ship (no user, `starter_template` true). */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    userId: ownerId(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    templateTitle: text('template_title').notNull(),
    templateDescription: text('template_description').notNull(),
    /** Sanitised HTML. */
    templateDetail: text('template_detail').notNull(),
    platform: text('platform', { enum: ['UPWORK', 'LINKEDIN'] }).notNull(),
    templateType: text('template_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    starterTemplate: boolean('starter_template').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_user_idx').on(t.userId, t.createdAt), index('templates_starter_idx').on(t.starterTemplate)],
);

export type TemplateRow = typeof templates.$inferSelect;

/** Proposal history: one row per generated proposal. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    userId: ownerId().notNull(),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    jobDescription: text('job_description').notNull(),
    jobLink: text('job_link').notNull().default(''),
    /** Sanitised HTML. */
    aiResponse: text('ai_response').notNull(),
    /**
     * What became of the proposal: the newest of its `proposal_events`, or draft when it has none. Kept
     * here, in the transaction that writes each event, so that history filters and pages read one table.
     */
    status: text('status').$type<ProposalStatus>().notNull().default('draft'),
    /** When `status` was set: its event's time, or when the proposal was written while it is a draft. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Words of the proposal's text (`wordCount` in packages/shared), for insights by length. */
    wordCount: integer('word_count').notNull(),
    /** The kind of work the post asked for (ai/analysis/categories.ts), for insights by category. */
    category: text('category').notNull().default('general'),
    createdAt: createdAt(),
  },
  (t) => [
    // History is read newest first (this index backwards) in pages that continue after a given row:
    // (created_at, id) is the key. Ascending on purpose: `DESC` here means NULLS LAST, which ORDER BY
    // created_at DESC (NULLS FIRST) cannot use.
    index('jobs_user_created_idx').on(t.userId, t.createdAt, t.id),
    // Search matches any part of a title or description (ILIKE '%term%'): trigram indexes find those rows.
    index('jobs_title_trgm_idx').using('gin', t.jobTitle.op('gin_trgm_ops')),
    index('jobs_description_trgm_idx').using('gin', t.jobDescription.op('gin_trgm_ops')),
    // History filtered by status, template or profile, newest first. A template or a profile is one
    // user's, so its id alone finds the rows; the same indexes serve ON DELETE SET NULL when one goes.
    index('jobs_user_status_created_idx').on(t.userId, t.status, t.createdAt, t.id),
    index('jobs_template_created_idx').on(t.templateId, t.createdAt, t.id),
    index('jobs_profile_created_idx').on(t.profileId, t.createdAt, t.id),
    // Insights also read jobs_user_insights_idx, (user_id) INCLUDE the columns they group by: migration
    // 0016 creates it, as Drizzle cannot declare INCLUDE.
  ],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * Every change of a proposal's status, one row each: what insights count (a proposal reached replied if
 * it has a replied event) and what undo takes back. `jobs.status` mirrors the newest row.
 */
export const proposalEvents = pgTable(
  'proposal_events',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: ownerId().notNull(),
    status: text('status').$type<ProposalStatus>().notNull(),
    // The clock when the row is written, not when its transaction began: a change waits for the job's
    // row lock, and its time must come after the change it waited for.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    // A job's changes in order: its timeline, and the newest one for undo.
    index('proposal_events_job_idx').on(t.jobId, t.createdAt, t.id),
    // Insights read which statuses each of a user's proposals reached, from this index alone.
    index('proposal_events_user_idx').on(t.userId, t.jobId, t.status),
  ],
);

export type ProposalEventRow = typeof proposalEvents.$inferSelect;

/**
 * The drafted answers to the screening questions asked with a proposal, one row per question in the order
 * asked. A table rather than a column of `jobs`: history pages, search and insights read `jobs` row by row
 * and never the answers, and each answer has an address (job, position) for when it is edited on its own.
 * Written in the transaction that saves the proposal, and gone with it.
 */
export const proposalAnswers = pgTable(
  'proposal_answers',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    /** Plain text, guarded like the proposal; null when only the freelancer can answer. */
    answer: text('answer'),
    /** Why the freelancer answers it (`screeningMessages.reasons`); null when answered. */
    reason: text('reason'),
    /** What the answer claimed and what backed it when it was written: the profile may change later. */
    claims: jsonb('claims').$type<Claim[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.position] })],
);

export type ProposalAnswerRow = typeof proposalAnswers.$inferSelect;

/**
 * A number that changes whenever a user's insights can: triggers (migration 0014) bump it on every change
 * of status, undo, deleted proposal and renamed or deleted template or profile, whichever code makes it.
 * Insights are computed once per number and answered again while it stands (db/versioned-cache.ts).
 */
export const insightsVersions = pgTable('insights_versions', {
  userId: ownerId().primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * How many proposals each user's history holds, kept by triggers on `jobs` (migration 0012) so that
 * every insert and delete counts, whichever code makes it; history pages read it instead of counting.
 * `version` changes with every insert, update and delete of the user's jobs (migration 0017): the first
 * history page is built once per version.
 */
export const historyTotals = pgTable('history_totals', {
  userId: ownerId().primaryKey(),
  total: integer('total').notNull().default(0),
  version: integer('version').notNull().default(0),
});

/**
 * An agency belongs to the user who subscribed to the agency package. Members point at it through
 * `users.agency_id`. Seats are counted from those rows and the invites' links, never stored, so the
 * count cannot drift; taking one locks the agency's row (see modules/agency/seats.ts).
 */
export const agencies = pgTable('agencies', {
  id: id(),
  agencyName: text('agency_name').notNull(),
  agencyDescription: text('agency_description').notNull().default(''),
  createdBy: uuid('created_by')
    .notNull()
    .unique()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  usersLimit: integer('users_limit').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type AgencyRow = typeof agencies.$inferSelect;

/** One row per answered onboarding question (DESIGN decision 6). */
export const onboardingAnswers = pgTable(
  'onboarding_answers',
  {
    userId: ownerId().notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.question] })],
);
