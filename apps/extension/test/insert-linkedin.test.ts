import { describe, expect, it } from 'vitest';
import { insertIntoPage } from '../src/page/insert';
import { element, loadFixture, windowOf } from './support/pages';
import { recordEvents } from './support/events';

const NOTE = 'Hi Dana, I read your post on onboarding checklists and would love to compare notes on activation.';
const BOX = 'div[role="textbox"][contenteditable="true"]';

describe('inserting the invitation note', () => {
  it("fills the note and reads LinkedIn's counter", () => {
    const doc = loadFixture('linkedin-profile-note-dialog.html', { scripts: true });
    const log = recordEvents(doc);
    const result = insertIntoPage(doc, { note: NOTE, replace: false });
    const note = element<HTMLTextAreaElement>(doc, '#custom-message');
    expect(note.value).toBe(NOTE);
    expect(result).toEqual({ filled: ['note'], occupied: [], absent: [], charactersLeft: `${NOTE.length}/300` });
    expect(log.on(note)).toEqual(['input', 'change']);
    expect(doc.body.dataset.sent).toBeUndefined();
  });

  it('keeps a note the user typed unless asked to replace it', () => {
    const doc = loadFixture('linkedin-profile-note-dialog.html', { scripts: true });
    const note = element<HTMLTextAreaElement>(doc, '#custom-message');
    note.value = 'Hey!';
    expect(insertIntoPage(doc, { note: NOTE, replace: false }).occupied).toEqual(['note']);
    expect(note.value).toBe('Hey!');
    expect(insertIntoPage(doc, { note: NOTE, replace: true }).filled).toEqual(['note']);
    expect(note.value).toBe(NOTE);
  });

  it('reports the note as absent while the dialog is closed', () => {
    const result = insertIntoPage(loadFixture('linkedin-profile.html'), { note: NOTE, replace: false });
    expect(result).toEqual({ filled: [], occupied: [], absent: ['note'], charactersLeft: null });
  });
});

describe('inserting a message', () => {
  it('writes one paragraph per line as text, and fires input then change', () => {
    const doc = loadFixture('linkedin-messaging.html', { scripts: true });
    const log = recordEvents(doc);
    const box = element(doc, BOX);
    const result = insertIntoPage(doc, { message: 'Hi Dana,\n\nThanks for connecting.', replace: false });
    expect(result).toEqual({ filled: ['message'], occupied: [], absent: [], charactersLeft: null });
    expect(box.innerHTML).toBe('<p>Hi Dana,</p><p><br></p><p>Thanks for connecting.</p>');
    expect(log.on(box)).toEqual(['input', 'change']);
    const [input] = log.of('input');
    expect(input).toBeInstanceOf(windowOf(doc).InputEvent);
    expect(input).toMatchObject({ bubbles: true, inputType: 'insertText' });
    expect(element<HTMLButtonElement>(doc, '.msg-form__send-button').disabled).toBe(false);
  });

  it('puts markup in as text, never as elements', () => {
    const doc = loadFixture('linkedin-messaging.html', { scripts: true });
    const markup = '<img src=x onerror="document.body.dataset.pwned = 1">';
    insertIntoPage(doc, { message: markup, replace: false });
    const box = element(doc, BOX);
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toBe(markup);
    expect(doc.body.dataset.pwned).toBeUndefined();
  });

  it('keeps a message the user started, and never sends', () => {
    const doc = loadFixture('linkedin-messaging.html', { scripts: true });
    const box = element(doc, BOX);
    box.innerHTML = '<p>Quick question about</p>';
    const sent: string[] = [];
    element(doc, 'form.msg-form').addEventListener('submit', () => sent.push('submit'));
    expect(insertIntoPage(doc, { message: 'Hello', replace: false }).occupied).toEqual(['message']);
    expect(box.innerHTML).toBe('<p>Quick question about</p>');
    insertIntoPage(doc, { message: 'Hello', replace: true });
    expect(box.textContent).toBe('Hello');
    expect(sent).toEqual([]);
    expect(doc.body.dataset.sent).toBeUndefined();
  });
});

describe('inserting on a page with no such fields', () => {
  it('reports every field absent and leaves the page alone', () => {
    const doc = loadFixture('unknown.html');
    const before = doc.documentElement.outerHTML;
    const log = recordEvents(doc);
    const result = insertIntoPage(doc, {
      coverLetter: 'Hello',
      answers: [{ question: "Anything you'd like me to write about?", text: 'Pricing' }],
      note: 'Hi',
      message: 'Hi',
      replace: true,
    });
    expect(result).toEqual({
      filled: [],
      occupied: [],
      absent: ['coverLetter', "question:Anything you'd like me to write about?", 'note', 'message'],
      charactersLeft: null,
    });
    expect(log.events).toEqual([]);
    expect(doc.documentElement.outerHTML).toBe(before);
  });
});
