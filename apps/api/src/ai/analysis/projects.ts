import { keywords, normalizeTerm, type Profile } from '@quillbid/shared';
import type { JobReading } from './read-job.js';
import { stem } from './stems.js';

export type RankedProject = {
  project: Profile['projectExperience'][number];
  /** Shares a skill or the kind of work with the job, so offering it as similar work is honest. */
  relevant: boolean;
};

/** The profile's projects, the ones that share most with the job first; both writers cite the first. */
export function rankProjects(profile: Pick<Profile, 'projectExperience'>, reading: JobReading): RankedProject[] {
  const asked = new Set(reading.skills.map(normalizeTerm));
  // Stems, so "appointment setting" meets "sales appointments" and "setter".
  const stems = (text: string) => new Set(keywords(text).map(stem));
  const nounWords = stems(`${reading.deliverable.noun} ${reading.deliverable.kind?.noun ?? ''}`);
  const titleWords = stems(reading.job.jobTitle);
  const [from, to] = reading.deliverable.languagePair?.split(' to ') ?? [];
  const pair = from && to ? new RegExp(String.raw`\b${from}\b.{0,40}\b(?:to|into)\s+${to}\b`, 'i') : null;
  return profile.projectExperience
    .map((project, index) => {
      const words = stems(`${project.projectName} ${project.projectType} ${project.projectDescription}`);
      // A title's word only a project's skills name ("calendar" in "Calendar management") counts for less.
      const skillWords = stems(project.projectSkills.join(' '));
      const skillHits = project.projectSkills.filter((skill) => asked.has(normalizeTerm(skill))).length;
      const nounHits = [...nounWords].filter((word) => words.has(word)).length;
      const titleHits = [...titleWords].filter((word) => words.has(word)).length;
      const titleSkillHits = [...titleWords].filter((word) => !words.has(word) && skillWords.has(word)).length;
      // A translation is first of all its pair of languages: French into English is not Spanish into English.
      const samePair = pair !== null && pair.test(`${project.projectDescription} ${project.projectSkills.join(' ')}`);
      return {
        project,
        index,
        score: 3 * skillHits + 2 * nounHits + titleHits + titleSkillHits / 2 + (samePair ? 3 : 0),
        // Two of the title's words ("appointment", "solar") say the same work as a shared skill does.
        relevant: skillHits > 0 || nounHits > 0 || titleHits >= 2,
      };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ project, relevant }) => ({ project, relevant }));
}
