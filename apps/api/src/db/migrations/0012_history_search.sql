-- History search matches any part of a title or description (ILIKE '%term%'): trigram indexes find
-- those rows without reading the whole history. pg_trgm is a trusted extension: the database's owner
-- may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "history_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_user_created_idx";--> statement-breakpoint
ALTER TABLE "history_totals" ADD CONSTRAINT "history_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_description_trgm_idx" ON "jobs" USING gin ("job_description" gin_trgm_ops);--> statement-breakpoint
-- Ascending, read backwards for newest first: the old index (created_at DESC NULLS LAST) did not match
-- ORDER BY created_at DESC (NULLS FIRST), so every page sorted the whole history.
CREATE INDEX "jobs_user_created_idx" ON "jobs" USING btree ("user_id","created_at","id");--> statement-breakpoint
INSERT INTO "history_totals" ("user_id", "total") SELECT "user_id", count(*) FROM "jobs" GROUP BY "user_id";--> statement-breakpoint
-- Each user's history total follows every insert and delete on jobs, whichever statement makes it (a
-- generation, a bulk import, a user's deletion cascading). Per statement, so a bulk insert updates each
-- user's total once. Jobs never move between users, so updates need no trigger.
CREATE FUNCTION "history_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "history_totals" ("user_id", "total")
    SELECT "user_id", count(*) FROM "added_jobs" GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "total" = "history_totals"."total" + excluded."total";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "history_totals_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "history_totals" SET "total" = "history_totals"."total" - "removed"."n"
    FROM (SELECT "user_id", count(*) AS "n" FROM "removed_jobs" GROUP BY "user_id") AS "removed"
    WHERE "history_totals"."user_id" = "removed"."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_history_totals_add" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "added_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "history_totals_add"();--> statement-breakpoint
CREATE TRIGGER "jobs_history_totals_remove" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS "removed_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "history_totals_remove"();
