-- Insights aggregate every sent proposal of a user but read only these columns of each: with them in an
-- index, the scan reads no heap pages (a proposal's row is wide: the post and the draft). Drizzle's schema
-- cannot declare INCLUDE, so this index lives here only.
CREATE INDEX IF NOT EXISTS "jobs_user_insights_idx" ON "jobs" ("user_id") INCLUDE ("id", "template_id", "profile_id", "created_at", "category", "word_count");
