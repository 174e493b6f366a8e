CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_name" text NOT NULL,
	"profile_description" text NOT NULL,
	"profile_summary" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"location" text NOT NULL,
	"profession" text NOT NULL,
	"skills" jsonb NOT NULL,
	"years_of_experience" integer NOT NULL,
	"portfolio" jsonb NOT NULL,
	"project_experience" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"profile_id" uuid,
	"template_title" text NOT NULL,
	"template_description" text NOT NULL,
	"template_detail" text NOT NULL,
	"platform" text NOT NULL,
	"template_type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"starter_template" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "templates_user_idx" ON "templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "templates_starter_idx" ON "templates" USING btree ("starter_template");