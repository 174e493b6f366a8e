CREATE TABLE "revoked_sessions" (
	"token_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_renews" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "revoked_sessions_expiry_idx" ON "revoked_sessions" USING btree ("expires_at");--> statement-breakpoint
-- One display name per package, written the way every screen shows it.
UPDATE "packages" SET "name" = CASE "package_type"
  WHEN 'free' THEN 'Free'
  WHEN 'starter' THEN 'Starter'
  WHEN 'pro' THEN 'Pro'
  WHEN 'agencyExpansion' THEN 'Agency Expansion'
  ELSE "name" END;
