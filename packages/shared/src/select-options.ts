/** One choice of a select: the value it stands for and the words it shows. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/** A select's choices from a constant list and its label map, in the list's order. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
