import { jobSkills, keywords, profileSkills, sentences, topKeywords, type Profile } from '@quillbid/shared';

const REQUIREMENT_CUES =
  /\b(need|needs|looking for|must|require|required|should|want|build|create|develop|design|write|fix|improve|migrate|set up|deliver|responsible)\b/i;
const START_WITH =
  /\b(?:start|begin) (?:your )?(?:proposal|application|cover letter|reply|message) with (?:the word )?["“']?([\w-]+)["”']?/i;

export type JobAnalysis = {
  /** The sentences that best say what the client needs, most telling first. */
  requirements: string[];
  questions: string[];
  /** A word the post asks proposals to start with, if any. */
  startWord: string | null;
  matchedSkills: string[];
  topKeywords: string[];
};

/** What a job post asks for, read from its own sentences: requirements, questions and instructions. */
export function analyseJob(job: { jobTitle: string; jobDescription: string }, profile: Profile): JobAnalysis {
  const all = sentences(job.jobDescription, { dropGreetings: true });
  const text = `${job.jobTitle} ${job.jobTitle} ${job.jobDescription}`;
  const keys = topKeywords(text, 10);
  const weight = (sentence: string) => {
    const words = new Set(keywords(sentence));
    return keys.filter((k) => words.has(k)).length + (REQUIREMENT_CUES.test(sentence) ? 3 : 0);
  };
  const requirements = all
    .filter((s) => !s.endsWith('?') && s.split(' ').length >= 4 && !START_WITH.test(s))
    .map((sentence, index) => ({ sentence, score: weight(sentence), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.sentence);
  const own = profileSkills(profile);
  const ownLower = new Set(own.map((s) => s.toLowerCase()));
  return {
    requirements,
    questions: all.filter((s) => s.endsWith('?')),
    startWord: START_WITH.exec(job.jobDescription)?.[1] ?? null,
    matchedSkills: jobSkills(job, own).filter((skill) => ownLower.has(skill.toLowerCase())),
    topKeywords: keys.map((key) => asWritten(text, key)),
  };
}

/** A keyword as the post wrote it ("react" → "React"). */
function asWritten(text: string, key: string): string {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${escaped}\\b`, 'i').exec(text)?.[0] ?? key;
}

/** The profile's project that shares the most skills and keywords with the job. */
export function mostRelevantProject(profile: Profile, analysis: JobAnalysis) {
  const wanted = new Set([...analysis.matchedSkills, ...analysis.topKeywords].map((s) => s.toLowerCase()));
  const scored = profile.projectExperience.map((project, index) => {
    const words = new Set([
      ...project.projectSkills.map((s) => s.toLowerCase()),
      ...keywords(`${project.projectName} ${project.projectType} ${project.projectDescription}`),
    ]);
    return { project, index, score: [...wanted].filter((w) => words.has(w)).length };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored[0]?.project ?? null;
}
