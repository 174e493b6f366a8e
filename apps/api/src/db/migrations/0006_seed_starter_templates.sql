-- Starter templates offered in the 'Add Template' modal. Text in {curly braces} is an AI snippet that the
-- writer fills from the job and the chosen profile.
INSERT INTO "templates" ("template_title", "template_description", "template_detail", "platform", "template_type", "starter_template") VALUES
(
  'Problem-first proposal',
  'Opens with the client''s problem, proves fit with one relevant project and ends with a question.',
  '<p>{Restate the client''s main problem or goal in one sentence, using their words}</p><p>I have done this before: {one relevant project from my profile — what I built and the result it had}.</p><p>For your project I would {two or three concrete first steps tailored to the job}. {Answer any question the job post asks}</p><p>{One specific question about the job that shows I read it}</p><p>{My first name}</p>',
  'UPWORK', 'proposal', true
),
(
  'Screening question answer',
  'A direct answer to a client''s screening question, backed by evidence.',
  '<p>{Answer the question directly in the first sentence}</p><p>{Evidence from my profile: a project, a number or a skill that backs the answer}</p><p>{If the question asks about approach: the steps I would take for this job}</p>',
  'UPWORK', 'question', true
),
(
  'Follow-up message to a client',
  'A short message after an interview or an unanswered proposal.',
  '<p>Hi {client''s name, or "there" if unknown},</p><p>Thanks for {what happened: the call, reading my proposal}. {One useful idea or next step for their project, based on the job}</p><p>{A question that makes it easy to reply, e.g. about timing or scope}</p><p>{My first name}</p>',
  'UPWORK', 'message', true
),
(
  'Connection note: shared interest',
  'A connection request under 300 characters that names why you are reaching out.',
  '<p>Hi {their first name}, I saw {something specific: their post, company news or role}. I work on {my specialty in a few words} and would like to connect and follow your work.</p>',
  'LINKEDIN', 'note', true
),
(
  'Connection note: potential client',
  'A brief, non-salesy note to a decision maker, under 300 characters.',
  '<p>Hi {their first name}, {one observation about their company or a recent hiring need}. I help {type of client} with {outcome I deliver}. Happy to connect.</p>',
  'LINKEDIN', 'note', true
),
(
  'Follow-up message after connecting',
  'A personal message after a connection is accepted, ending with one question.',
  '<p>Thanks for connecting, {their first name}!</p><p>{Why I reached out, tied to something specific about them}. Recently I {one relevant result from my profile}.</p><p>{One open question about their current priorities}</p>',
  'LINKEDIN', 'message', true
);
