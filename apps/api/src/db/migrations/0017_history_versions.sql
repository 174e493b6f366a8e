ALTER TABLE "history_totals" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The first page of a history is built once per version of it and answered again while the version
-- stands. Every statement that adds, changes or removes a user's jobs bumps it, whichever code makes it
-- (a generation, an edit, a change of status, a template's deletion clearing template_id). A user's first
-- job makes the row at version 1: the page cached before it, empty, was kept under version 0.
CREATE OR REPLACE FUNCTION "history_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "history_totals" ("user_id", "total", "version")
    SELECT "user_id", count(*), 1 FROM "added_jobs" GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE
      SET "total" = "history_totals"."total" + excluded."total", "version" = "history_totals"."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "history_totals_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "history_totals" SET "total" = "history_totals"."total" - "removed"."n", "version" = "history_totals"."version" + 1
    FROM (SELECT "user_id", count(*) AS "n" FROM "removed_jobs" GROUP BY "user_id") AS "removed"
    WHERE "history_totals"."user_id" = "removed"."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "history_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "history_totals" SET "version" = "version" + 1
    WHERE "user_id" IN (SELECT "user_id" FROM "changed_jobs");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_history_versions_update" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS "changed_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "history_versions_bump"();
