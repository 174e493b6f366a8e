import { useState } from 'react';

/** A form of text fields, and a setter per field for the field components' `onChange`. */
export function useTextFields<T extends Record<string, string>>(initial: T) {
  const [form, setForm] = useState(initial);
  const field = (name: keyof T) => (value: string) => setForm((current) => ({ ...current, [name]: value }));
  return [form, field] as const;
}
