CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_type" text NOT NULL,
	"status" text NOT NULL,
	"limit_profiles" integer NOT NULL,
	"limit_proposals" integer NOT NULL,
	"limit_templates" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"renews" boolean NOT NULL,
	"stripe_subscription_id" text,
	"stripe_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"used_proposals" integer DEFAULT 0 NOT NULL,
	"used_profiles" integer DEFAULT 0 NOT NULL,
	"used_templates" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_type_packages_package_type_fk" FOREIGN KEY ("package_type") REFERENCES "public"."packages"("package_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_current_idx" ON "subscriptions" USING btree ("user_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
-- Each account's plan as it stands becomes its current row. Where the old row kept no period start: a
-- free month began a month before its end, a test-mode checkout when its invoice was made, anything else
-- at the account's last change. A package the packages table no longer has cannot be kept (the account
-- goes on the free plan when next used).
INSERT INTO "subscriptions" ("user_id", "package_type", "status", "limit_profiles", "limit_proposals", "limit_templates",
    "period_start", "period_end", "renews", "stripe_subscription_id", "stripe_event_at")
  SELECT u."id", u."subscription_package_type",
    CASE WHEN u."package_subscribed" THEN 'active' ELSE 'cancelled' END,
    u."limit_profiles", u."limit_proposals", u."limit_templates",
    coalesce(
      u."subscription_period_start",
      CASE WHEN u."subscription_package_type" = 'free' THEN u."subscription_end_date" - interval '1 month' END,
      (SELECT max(i."created_at") FROM "invoices" i WHERE i."user_id" = u."id"),
      least(u."updated_at", u."subscription_end_date")
    ),
    coalesce(u."subscription_end_date", now()),
    u."subscription_renews", u."stripe_subscription_id", u."subscription_event_at"
  FROM "users" u
  JOIN "packages" p ON p."package_type" = u."subscription_package_type";--> statement-breakpoint
-- Every account keeps its counters, whatever its plan: an agency member counts against the owner's limits.
INSERT INTO "usage_counters" ("user_id", "used_proposals", "used_profiles", "used_templates")
  SELECT "id", "used_proposals", "used_profiles", "used_templates" FROM "users";--> statement-breakpoint
-- The plan and its counters now live in the two tables above.
ALTER TABLE "users"
  DROP COLUMN "stripe_subscription_id", DROP COLUMN "subscription_event_at", DROP COLUMN "subscription_period_start",
  DROP COLUMN "package_subscribed", DROP COLUMN "subscription_package_type", DROP COLUMN "subscription_end_date",
  DROP COLUMN "subscription_renews", DROP COLUMN "limit_profiles", DROP COLUMN "limit_proposals",
  DROP COLUMN "limit_templates", DROP COLUMN "used_proposals", DROP COLUMN "used_profiles", DROP COLUMN "used_templates";