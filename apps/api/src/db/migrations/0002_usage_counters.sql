ALTER TABLE "users" ADD COLUMN "used_proposals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "used_profiles" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "used_templates" integer DEFAULT 0 NOT NULL;