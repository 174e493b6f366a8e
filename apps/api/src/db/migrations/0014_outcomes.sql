CREATE TABLE "insights_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
-- Every proposal written so far is a draft: nothing has been recorded of what became of it.
ALTER TABLE "jobs" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
-- The kind of work is read from the post when a proposal is written (ai/analysis in TypeScript), which SQL
-- cannot do: proposals written before this migration count as general work.
ALTER TABLE "jobs" ADD COLUMN "category" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
-- Filled from each row below, then held to NOT NULL.
ALTER TABLE "jobs" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "word_count" integer;--> statement-breakpoint
-- A draft's status dates from when it was written. Words are counted as `wordCount(htmlText(html))` in
-- packages/shared counts them, near enough for history written before this: block tags and line breaks
-- part words, other tags do not ("<b>re</b>write" is one word); entities go (a non-breaking space parts
-- words); a word is a run without whitespace holding a letter or digit: an ASCII one, or any character
-- outside Latin-1's symbols and the punctuation, symbol and emoji blocks (so "—", "•" and "😀" alone are
-- no words, while "日本語" and "café" are, whatever the database's locale thinks of them).
UPDATE "jobs" SET
  "status_changed_at" = "created_at",
  "word_count" = (
    SELECT count(*) FROM regexp_split_to_table(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace("ai_response", '<\s*/?\s*(p|div|h[1-6]|li|ul|ol|blockquote|pre|br)\M[^>]*>', ' ', 'gi'),
            '<[^>]*>', '', 'g'),
          '&(nbsp|#160|#x0*a0);', ' ', 'gi'),
        '&#?[a-z0-9]+;', '', 'gi'),
      '\s+') AS "word"
    WHERE "word" ~ '[A-Za-z0-9]|[^\x01-\xbf\xd7\xf7\u2000-\u2bff\u3000-\u303f\ufe00-\ufe0f\U0001f000-\U0001faff]'
  );--> statement-breakpoint
ALTER TABLE "jobs"
  ALTER COLUMN "status_changed_at" SET DEFAULT now(),
  ALTER COLUMN "status_changed_at" SET NOT NULL,
  ALTER COLUMN "word_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "insights_versions" ADD CONSTRAINT "insights_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_events" ADD CONSTRAINT "proposal_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_events" ADD CONSTRAINT "proposal_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_events_job_idx" ON "proposal_events" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE INDEX "proposal_events_user_idx" ON "proposal_events" USING btree ("user_id","job_id","status");--> statement-breakpoint
-- History filtered by status, template or profile. jobs_user_created_idx is left as 0012 made it
-- (ascending); the snapshot before this one recorded it descending, which drizzle-kit took for a change.
CREATE INDEX "jobs_user_status_created_idx" ON "jobs" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_template_created_idx" ON "jobs" USING btree ("template_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_profile_created_idx" ON "jobs" USING btree ("profile_id","created_at","id");--> statement-breakpoint
-- A user's insights are cached and answered again while their number here stands: every statement that
-- can change them bumps it, whichever code makes it. A change of status or an undo writes or deletes an
-- event (a deleted proposal or account deletes its events), and insights name templates and profiles.
-- The first event makes the row; later changes only bump a row that is there, so the cascade of an
-- account's deletion never writes a row for the account going away. Per statement, like history_totals.
CREATE FUNCTION "insights_versions_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "insights_versions" ("user_id", "version")
    SELECT DISTINCT "user_id", 1 FROM "added_events"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "insights_versions"."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "insights_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "insights_versions" SET "version" = "version" + 1
    WHERE "user_id" IN (SELECT "user_id" FROM "changed_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "proposal_events_insights_add" AFTER INSERT ON "proposal_events" REFERENCING NEW TABLE AS "added_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_versions_add"();--> statement-breakpoint
CREATE TRIGGER "proposal_events_insights_remove" AFTER DELETE ON "proposal_events" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "templates_insights_update" AFTER UPDATE ON "templates" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "templates_insights_delete" AFTER DELETE ON "templates" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "profiles_insights_update" AFTER UPDATE ON "profiles" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "profiles_insights_delete" AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_versions_bump"();
