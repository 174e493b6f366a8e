import { describe, expect, it } from 'vitest';
import { blockText, clean, visibleText } from '../src/page/readers/text';
import { pageFrom } from './support/pages';

const block = (html: string) => {
  const doc = pageFrom(`<div id="block">${html}</div>`, 'https://www.upwork.com/');
  const found = doc.getElementById('block');
  if (!found) throw new Error('no block');
  return found;
};

describe('clean', () => {
  it('collapses spaces, tabs, newlines and non-breaking spaces, and trims', () => {
    expect(clean('  Nuxt\u00a0 3\n\t developer ')).toBe('Nuxt 3 developer');
    expect(clean(null)).toBe('');
  });
});

describe('blockText', () => {
  it('keeps paragraphs apart and lines from <br> and list items', () => {
    expect(blockText(block('<p>One   two</p><p>Three<br>four</p><ul><li>a</li><li>b</li></ul>'))).toBe(
      'One two\n\nThree\nfour\n\na\nb',
    );
  });

  it('keeps the newlines of pre-formatted text and never more than one blank line', () => {
    expect(blockText(block('<p>Hi,\n\n\n\n   We need:\n- one\n- two   </p>'))).toBe('Hi,\n\nWe need:\n- one\n- two');
  });

  it('reads a line that formatted HTML wrapped as one line', () => {
    expect(blockText(block('<p>\n      A long sentence that\n      goes on here.\n    </p><p>Next</p>'))).toBe(
      'A long sentence that goes on here.\n\nNext',
    );
  });

  it('leaves out scripts, buttons, icons and screen-reader copies', () => {
    const html =
      'Text<script>var x = 1;</script><button>more</button><svg><text>icon</text></svg>' +
      '<span class="sr-only">copy</span><span class="visually-hidden">copy</span>';
    expect(blockText(block(html))).toBe('Text');
  });

  it('leaves out what the caller skips', () => {
    expect(blockText(block('<h2>Summary</h2><p>Body</p>'), { skip: (el) => el.localName === 'h2' })).toBe('Body');
  });

  it('starts a line at inline elements the caller says the page shows on lines of their own', () => {
    const position = block('<span>Northwind</span> <span class="dates">2021 - Present</span>');
    expect(blockText(position)).toBe('Northwind 2021 - Present');
    expect(blockText(position, { ownLine: (el) => el.matches('.dates') })).toBe('Northwind\n2021 - Present');
  });
});

describe('visibleText', () => {
  it('reads a LinkedIn heading once, not once per copy', () => {
    const heading = block('<span aria-hidden="true">About</span><span class="visually-hidden">About</span>');
    expect(visibleText(heading)).toBe('About');
  });

  it('falls back to the screen-reader text when that is all there is', () => {
    expect(visibleText(block('<span class="sr-only">Cover letter</span>'))).toBe('Cover letter');
  });
});
