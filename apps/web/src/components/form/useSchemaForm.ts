import { toNestErrors } from '@hookform/resolvers';
import { useEffect } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { stopRecordingTypedFields, withTypedFields } from '../../lib/typedBeforeHydration';
import { useHydrated } from '../../lib/useHydrated';

type Schema = z.ZodType<FieldValues, FieldValues>;
/**
 * A schema, or a function that loads one: a page whose first download should not carry zod (the sign-in page)
 * checks with a schema that arrives after it, asked for on the first check.
 */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);
type SchemaFormOptions<S extends Schema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'defaultValues'
>;

/**
 * Where each error stood in its schema's list of issues. Errors nest like the values, and an array's rows
 * come out by index, so the tree alone loses the order the shared schemas keep: the spec's order of checks.
 */
const issueOrder = new WeakMap<object, number>();

/** Like zodResolver, but it remembers the issue order; each field shows its first issue. */
function schemaResolver<S extends Schema>(source: SchemaSource<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const schema = typeof source === 'function' ? await source() : source;
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat = new Map<string, FieldError>();
    result.error.issues.forEach((issue, index) => {
      // An issue about the whole form (no path) becomes react-hook-form's root error.
      const path = issue.path.length === 0 ? 'root' : issue.path.map(String).join('.');
      if (flat.has(path)) return;
      const error: FieldError = { type: issue.code, message: issue.message };
      issueOrder.set(error, index);
      flat.set(path, error);
    });
    return { values: {}, errors: toNestErrors(Object.fromEntries(flat), options) };
  };
}

/**
 * A form validated by one of the shared schemas: on submit every failing field is marked and the one with
 * the schema's first issue is focused, then each field re-checks as it is edited so a fixed error clears at
 * once. `options` go to react-hook-form (`shouldFocusError: false` turns the focusing off).
 */
export function useSchemaForm<S extends Schema>(
  schema: SchemaSource<S>,
  defaultValues: DefaultValues<z.input<S>>,
  options: SchemaFormOptions<S> = {},
) {
  // A form on a pre-rendered page keeps what was typed into it before the app took the page over.
  const hydrating = !useHydrated();
  useEffect(stopRecordingTypedFields, []);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: schemaResolver(schema),
    defaultValues: hydrating ? withTypedFields(defaultValues) : defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    // react-hook-form would focus the first failing field in the order the fields mounted, not the
    // schema's; the page's layout and the spec's order of checks can differ (profile summary, editor).
    shouldFocusError: false,
  });
  const focus = options.shouldFocusError ?? true;
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(onValid, async (errors, event) => {
      await onInvalid?.(errors, event);
      if (focus) focusFirstError(errors);
    });
  return { ...form, handleSubmit };
}

interface PlacedError {
  path: string;
  error: FieldError;
}

/** Every error in the tree, the schema's first issue first; errors set by hand follow in tree order. */
function errorsInOrder(errors: FieldErrors): PlacedError[] {
  const found: PlacedError[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (node === null || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message !== '') {
      found.push({ path: path.join('.'), error: node as FieldError });
      return;
    }
    // `ref` is a DOM node (or react-hook-form's handle on one), not an error.
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') visit(child, [...path, key]);
  };
  visit(errors, []);
  const rank = ({ error }: PlacedError) => issueOrder.get(error) ?? Number.MAX_SAFE_INTEGER;
  return found.sort((a, b) => rank(a) - rank(b));
}

/**
 * The first message in the order the schema reported its issues, which the shared schemas keep in the
 * spec's order of checks, however the errors nest (objects, arrays of rows).
 */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  return errorsInOrder(errors)[0]?.error.message;
}

/** `handleSubmit`'s invalid handler: the spec shows the first failure as a toast, beside the inline marks. */
export function toastFirstError(errors: FieldErrors): void {
  const message = firstErrorMessage(errors);
  if (message) toast.error(message);
}

/**
 * Focuses the field of the schema's first issue. A failure with no input of its own (a list that needs a
 * row, a row edited in a dialog) focuses the element named after its path or the nearest parent path,
 * such as the list's Add button.
 */
export function focusFirstError(errors: FieldErrors): void {
  const [first] = errorsInOrder(errors);
  if (!first) return;
  const { ref } = first.error;
  if (ref && 'focus' in ref && typeof ref.focus === 'function') {
    ref.focus();
    return;
  }
  const parts = first.path.replace(/\.root$/, '').split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const [named] = document.getElementsByName(parts.slice(0, length).join('.'));
    if (named) {
      named.focus();
      return;
    }
  }
}
