/**
 * `compute` remembered by the text it was given, while the texts' weight (1 each unless `weigh` says
 * otherwise) stays within `max`; past it everything is forgotten at once. Bounded, in case callers pass
 * ever-new text.
 */
export function rememberedByText<V>(
  compute: (text: string) => V,
  max: number,
  weigh: (text: string) => number = () => 1,
) {
  const known = new Map<string, V>();
  let weight = 0;
  return (text: string): V => {
    const found = known.get(text);
    if (found !== undefined) return found;
    const value = compute(text);
    if (weight + weigh(text) > max) {
      known.clear();
      weight = 0;
    }
    known.set(text, value);
    weight += weigh(text);
    return value;
  };
}
