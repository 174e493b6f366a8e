type FieldValue = string | boolean;

let typed: Map<string, FieldValue> | null = null;
let stopListening: (() => void) | null = null;

/**
 * Keeps what a visitor types into the fields of a pre-rendered page before the app has taken it over (its code
 * is still loading). React then sets each controlled field to the value the app holds, which would wipe it:
 * forms start from what was typed instead (useSchemaForm).
 */
export function recordTypedFields(root: HTMLElement): void {
  typed = new Map();
  const record = (field: EventTarget | null) => {
    if (!(field instanceof HTMLInputElement) || field.name === '') return;
    typed?.set(field.name, field.type === 'checkbox' ? field.checked : field.value);
  };
  // What was typed while this code was still downloading, then every later edit until a form takes it.
  for (const field of root.querySelectorAll('input')) {
    if (field.value !== field.defaultValue || field.checked !== field.defaultChecked) record(field);
  }
  const onInput = (event: Event) => record(event.target);
  root.addEventListener('input', onInput, true);
  stopListening = () => root.removeEventListener('input', onInput, true);
}

/** Once a form has started from them, nothing more is kept (a password above all). */
export function stopRecordingTypedFields(): void {
  stopListening?.();
  stopListening = null;
  typed = null;
}

/** `defaults` with each top-level field the visitor typed into replaced by what they typed. */
export function withTypedFields<Values extends object>(defaults: Values): Values {
  if (typed === null || typed.size === 0) return defaults;
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, value] of typed) {
    if (name in merged && typeof merged[name] === typeof value) merged[name] = value;
  }
  return merged as Values;
}

/**
 * What the visitor set the field `name` to before the app took the page over, given once: a control outside any
 * form (the theme switch) carries it out itself.
 */
export function takeTypedField(name: string): FieldValue | undefined {
  const value = typed?.get(name);
  typed?.delete(name);
  return value;
}
