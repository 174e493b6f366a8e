/** Small, dependency-free text tools shared by job fit (in the browser) and the offline writer (on the server). */

const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing done down during each even ever every few for from further get got had has have having he
  her here hers him his how i if in into is it its itself just know like look looking make may me more most much must my
  need needs new no nor not now of off on once one only or other our out over own per please project really same see
  she should so some someone something such than that the their them then there these they this those through to too
  under until up us use using very want wants was way we well were what when where which while who whom why will with
  within without work working would you your yours job jobs client clients team help able experience experienced
  good great strong years year etc looking seeking candidate freelancer freelancers hire hiring role position start
  asap long term short time hours week weeks month months day days budget fixed price rate hourly`.split(/\s+/),
);

export function normalizeTerm(term: string): string {
  return term
    .toLowerCase()
    .replace(/\.js\b/g, 'js')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

/** Lower-case words of three or more letters (or tech words like c#, c++, go), without stopwords. */
export function keywords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z0-9+#.]*[a-z0-9+#]|[a-z]/g) ?? [];
  return words
    .map((word) => word.replace(/\.$/, ''))
    .filter(
      (word) =>
        (word.length >= 3 || ['go', 'c#', 'c++', 'ui', 'ux', 'ai', 'qa', 'r'].includes(word)) && !STOPWORDS.has(word),
    );
}

export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+|\s*[\n•·]\s*|\s+-\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Whether `term` (a skill, possibly several words) appears in `text` as whole words. */
export function mentions(text: string, term: string): boolean {
  const needle = normalizeTerm(term);
  if (needle === '') return false;
  const haystack = ` ${normalizeTerm(text)} `;
  return haystack.includes(` ${needle} `);
}
