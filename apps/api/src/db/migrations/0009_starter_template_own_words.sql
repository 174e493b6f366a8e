-- The starter proposal asks the writer to restate the client's need in its own words (never by pasting
-- the post back), and leaves "I have done this before" to the writer, which says it only when a project
-- of the profile really is similar. Each answer to the post's questions gets its own paragraph.
UPDATE "templates"
SET "template_detail" = '<p>{Restate the client''s main problem or goal in one or two sentences, in my own words}</p><p>{One relevant project from my profile: what I built and the result it had}</p><p>{Two or three concrete first steps tailored to the job}</p><p>{Answer any question the job post asks}</p><p>{One specific question about the job that shows I read it}</p><p>{My first name}</p>',
    "template_description" = 'Opens with the client''s need in your words, proves fit with one relevant project and ends with a question.'
WHERE "starter_template" = true AND "template_title" = 'Problem-first proposal';
