import { sql } from 'drizzle-orm';
import type { Project } from '@quillbid/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    profilePicture: text('profile_picture'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Bumped by a password reset: every JWT carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** When the provider created the subscription event last applied: older events never roll state back. */
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
    subscriptionPeriodStart: timestamp('subscription_period_start', { withTimezone: true }),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    agencyId: uuid('agency_id').references((): AnyPgColumn => agencies.id, { onDelete: 'set null' }),
    packageSubscribed: boolean('package_subscribed').notNull().default(false),
    subscriptionPackageType: text('subscription_package_type'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    /** False once the subscriber has cancelled: the plan runs to its end date and then stops. */
    subscriptionRenews: boolean('subscription_renews').notNull().default(true),
    limitProfiles: integer('limit_profiles').notNull().default(0),
    limitProposals: integer('limit_proposals').notNull().default(0),
    limitTemplates: integer('limit_templates').notNull().default(0),
    /** Proposals generated in the current billing period; deleting history gives none back. */
    usedProposals: integer('used_proposals').notNull().default(0),
    /** Profiles and templates that exist now. */
    usedProfiles: integer('used_profiles').notNull().default(0),
    usedTemplates: integer('used_templates').notNull().default(0),
    /** Until the onboarding questionnaire has been offered once, after the first sign-in. */
    onboardingPending: boolean('onboarding_pending').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_agency_idx').on(t.agencyId)],
);

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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
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
  id: uuid('id').primaryKey().defaultRandom(),
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

export type UserRow = typeof users.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;

/** Invoices of the local test-mode billing (with Stripe, invoices live at Stripe). Amounts in cents. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_user_idx').on(t.userId, t.createdAt)],
);

/** A user's templates, and the starters we ship (no user, `starter_template` true). */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('templates_user_idx').on(t.userId, t.createdAt), index('templates_starter_idx').on(t.starterTemplate)],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;

/** Proposal history: one row per generated proposal. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    jobDescription: text('job_description').notNull(),
    jobLink: text('job_link').notNull().default(''),
    /** Sanitised HTML. */
    aiResponse: text('ai_response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * An agency belongs to the user who subscribed to the agency package. Members point at it through
 * `users.agency_id`. Seats are counted from those rows and the invites' links, never stored, so the
 * count cannot drift; taking one locks the agency's row (see modules/agency/seats.ts).
 */
export const agencies = pgTable('agencies', {
  id: uuid('id').primaryKey().defaultRandom(),
  agencyName: text('agency_name').notNull(),
  agencyDescription: text('agency_description').notNull().default(''),
  createdBy: uuid('created_by')
    .notNull()
    .unique()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  usersLimit: integer('users_limit').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AgencyRow = typeof agencies.$inferSelect;

/** One row per answered onboarding question (DESIGN decision 6). */
export const onboardingAnswers = pgTable(
  'onboarding_answers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.question] })],
);
