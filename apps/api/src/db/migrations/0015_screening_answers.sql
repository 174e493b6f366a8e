-- The drafted answers to a proposal's screening questions, one row per question (see schema.ts for why a
-- table), and the profile's optional rate and availability, which the writers say only when a post asks.
CREATE TABLE "proposal_answers" (
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"reason" text,
	"claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "proposal_answers_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hourly_rate" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "proposal_answers" ADD CONSTRAINT "proposal_answers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;