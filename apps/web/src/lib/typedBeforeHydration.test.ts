import { afterEach, describe, expect, it } from 'vitest';
import { recordTypedFields, stopRecordingTypedFields, withTypedFields } from './typedBeforeHydration';

const defaults = { email: '', password: '', rememberMe: false };

/** A pre-rendered sign-in form, as the server sends it: every field at its default. */
function prerenderedForm(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<form><input name="email" value=""><input name="password" type="password" value="">' +
    '<input name="rememberMe" type="checkbox"><input value="no name"></form>';
  document.body.append(root);
  return root;
}

function field(root: HTMLElement, name: string): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (input === null) throw new Error(`no field ${name}`);
  return input;
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  stopRecordingTypedFields();
  document.body.replaceChildren();
});

describe('fields typed into before the app takes a pre-rendered page over', () => {
  it('keeps what was typed before the recording started and what is typed after it', () => {
    const root = prerenderedForm();
    field(root, 'email').value = 'early@example.com';
    field(root, 'rememberMe').checked = true;
    recordTypedFields(root);
    type(field(root, 'password'), 'typed-later');

    expect(withTypedFields(defaults)).toEqual({
      email: 'early@example.com',
      password: 'typed-later',
      rememberMe: true,
    });
  });

  it('leaves untouched fields, unknown names and values of another type at their defaults', () => {
    const root = prerenderedForm();
    recordTypedFields(root);
    type(field(root, 'email'), 'a@example.com');

    expect(withTypedFields({ email: '', rememberMe: 'no', other: 1 })).toEqual({
      email: 'a@example.com',
      rememberMe: 'no',
      other: 1,
    });
  });

  it('keeps nothing once stopped, and nothing on a page that was not recorded', () => {
    expect(withTypedFields(defaults)).toBe(defaults);
    const root = prerenderedForm();
    recordTypedFields(root);
    type(field(root, 'email'), 'a@example.com');
    stopRecordingTypedFields();
    type(field(root, 'password'), 'after-the-form-started');

    expect(withTypedFields(defaults)).toBe(defaults);
  });
});
