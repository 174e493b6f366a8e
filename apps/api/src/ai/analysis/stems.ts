/** Word stems, so "designer" meets "design", "packaging" meets "package" and "ghostwriter" meets "ghostwriting". */
export function stem(word: string): string {
  const base = word.toLowerCase().replace(/(?:ings?|ers?|ors?|ists?|ions?|ed|es|s)$/, '');
  const cut = base.length >= 3 ? base : word.toLowerCase();
  return cut.length > 3 ? cut.replace(/e$/, '') : cut;
}

export function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z0-9+#.]*[a-z0-9+#]/g) ?? []).map(stem);
}
