import { describe, expect, it } from 'vitest';
import { hasText, htmlBlocks, htmlText, htmlToPlainText, plainTextToHtml } from './html.js';

describe('reading rich text', () => {
  it('gives plain text with blank lines between paragraphs, line breaks, bullets, and no script', () => {
    const html =
      '<p>Hi <strong>Sam</strong>,</p><p>Line one<br>line two</p><ul><li><p>React</p></li><li><p>Node.js</p></li></ul>' +
      '<script>alert(1)</script><p>Thanks &amp; regards</p>';
    expect(htmlToPlainText(html)).toBe('Hi Sam,\n\nLine one\nline two\n\n• React\n\n• Node.js\n\nThanks & regards');
  });

  it('reads blocks, loose text and entities the way a reader sees them', () => {
    expect(htmlBlocks('Loose <em>text</em><h2>Title</h2><ol><li>One</li></ol>&nbsp;')).toEqual([
      { tag: 'p', text: 'Loose text', lines: 'Loose text' },
      { tag: 'h2', text: 'Title', lines: 'Title' },
      { tag: 'li', text: 'One', lines: 'One' },
    ]);
    expect(htmlText('<p>A&lt;B</p><p>  C  </p>')).toBe('A<B C');
  });

  it('treats an editor holding only empty paragraphs as empty', () => {
    expect(hasText('<p></p><p>&nbsp;</p><p><br></p>')).toBe(false);
    expect(hasText('<p>x</p>')).toBe(true);
  });
});

describe('plainTextToHtml', () => {
  it('turns blank-line paragraphs into escaped HTML paragraphs that read back as the same text', () => {
    const text = 'Hi there,\n\nI fixed <b>three</b> themes & one app.\nFast.\n\n\nThanks';
    const html = plainTextToHtml(text);
    expect(html).toBe(
      '<p>Hi there,</p><p>I fixed &lt;b&gt;three&lt;/b&gt; themes &amp; one app.<br>Fast.</p><p>Thanks</p>',
    );
    expect(htmlToPlainText(html)).toBe('Hi there,\n\nI fixed <b>three</b> themes & one app.\nFast.\n\nThanks');
  });
});
