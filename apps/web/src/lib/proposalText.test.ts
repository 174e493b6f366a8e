import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './proposalText';

describe('htmlToPlainText', () => {
  it('separates paragraphs by a blank line, keeps line breaks and bullets, and drops scripts', () => {
    const html =
      '<p>Hi <strong>Sam</strong>,</p><p>Line one<br>line two</p><ul><li><p>React</p></li><li><p>Node.js</p></li></ul>' +
      '<script>alert(1)</script><p>Thanks &amp; regards</p>';
    expect(htmlToPlainText(html)).toBe('Hi Sam,\n\nLine one\nline two\n\n• React\n\n• Node.js\n\nThanks & regards');
  });
});
