/** Putting text into the page's fields the way typing would, so the page's own framework notices. */

/** A field the inserter may write: what it holds now, and how to replace it. */
export interface Writable {
  current(): string;
  write(text: string): void;
}

/** The page's own window: its constructors and prototypes, not the extension's or the test runner's. */
const windowOf = (node: Node): typeof globalThis => node.ownerDocument?.defaultView ?? globalThis;

const normaliseNewlines = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Tells the page the field changed: `input` (what Vue's and React's bindings listen to), then `change`. */
function announce(element: Element, text: string): void {
  const view = windowOf(element);
  element.dispatchEvent(new view.InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
  element.dispatchEvent(new view.Event('change', { bubbles: true }));
}

/**
 * Sets a textarea through the prototype's own `value` setter: frameworks that wrap the element's setter to
 * track changes would otherwise swallow the write, and the page's model would keep the old text.
 */
export function textareaWritable(field: HTMLTextAreaElement): Writable {
  return {
    current: () => field.value,
    write: (text) => {
      const value = normaliseNewlines(text);
      const setter = Object.getOwnPropertyDescriptor(windowOf(field).HTMLTextAreaElement.prototype, 'value')?.set;
      if (setter) setter.call(field, value);
      else field.value = value;
      announce(field, value);
    },
  };
}

/** Fills an editable block with one paragraph per line, as text nodes: whatever the text holds stays text. */
export function editableWritable(box: HTMLElement): Writable {
  return {
    current: () => box.textContent ?? '',
    write: (text) => {
      const doc = box.ownerDocument;
      const value = normaliseNewlines(text);
      const paragraphs = value.split('\n').map((line) => {
        const paragraph = doc.createElement('p');
        paragraph.append(line === '' ? doc.createElement('br') : doc.createTextNode(line));
        return paragraph;
      });
      box.replaceChildren(...paragraphs);
      announce(box, value);
    },
  };
}
