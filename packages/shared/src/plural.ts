/** "1 profile", "2 profiles", "0 users": the count with the word in the form it takes. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
