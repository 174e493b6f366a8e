import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_SKILLS } from './skills.js';
import { normalizeTerm, sentences, termIndex, termMatcher, termsNamed } from './text.js';

describe('sentences', () => {
  const post = 'Hi there,\n\nWe run a shop. We need someone to:\n- audit the theme\n- fix the menu\n\nThanks!';

  it('joins an introduction to its first list item and keeps the rest as items', () => {
    expect(sentences(post)).toEqual([
      'Hi there,',
      'We run a shop.',
      'We need someone to audit the theme',
      'fix the menu',
      'Thanks!',
    ]);
  });

  it('drops greetings when reading a job post', () => {
    expect(sentences(post, { dropGreetings: true })[0]).toBe('We run a shop.');
    expect(sentences('Hello, we need a logo.', { dropGreetings: true })).toEqual(['we need a logo.']);
  });
});

describe('termMatcher', () => {
  it('matches whole terms in one normalised text', () => {
    const inText = termMatcher('Next.js and C# on AWS, not Reactive.');
    expect(['Next.js', 'C#', 'AWS'].every(inText)).toBe(true);
    expect(inText('React')).toBe(false);
  });

  it('answers for each text as written, read again or not, also after many other texts have been read', () => {
    const skillsOf = (text: string) => ['React', 'Vue', 'AWS'].filter(termMatcher(text));
    const opening = 'We need a front-end developer for our dashboard, with ';
    expect(skillsOf(`${opening}React.`)).toEqual(['React']);
    expect(skillsOf(`${opening}Vue.`)).toEqual(['Vue']);
    for (let i = 0; i < 3_000; i += 1) skillsOf(`${opening}AWS, text ${i}.`);
    expect(skillsOf(`${opening}React.`)).toEqual(['React']);
    expect(skillsOf(`${opening}Vue.`)).toEqual(['Vue']);
    expect(skillsOf(`${opening}AWS, text 2999.`)).toEqual(['AWS']);
  });
});

describe('termsNamed', () => {
  const words = [
    ...KNOWN_SKILLS.slice(0, 60),
    'go live',
    'Golang',
    'Go',
    'REST',
    'rest',
    'Node.js',
    'the',
    'and',
    '—',
    ',',
  ];
  const index = termIndex(KNOWN_SKILLS);

  it('finds what testing every term with termMatcher finds, in the list’s order, each term once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 30 }), fc.string(), (picked, noise) => {
        const text = `${picked.join(' ')} ${noise}`;
        const everyTerm = KNOWN_SKILLS.filter(termMatcher(text));
        const distinct = everyTerm.filter(
          (term, i) => everyTerm.findIndex((other) => normalizeTerm(other) === normalizeTerm(term)) === i,
        );
        expect(termsNamed(text, index)).toEqual(distinct);
      }),
    );
  });

  it('reads Golang as Go and leaves an everyday "go live" alone', () => {
    expect(termsNamed('We write Golang services', index)).toContain('Go');
    expect(termsNamed('We go live in May', index)).not.toContain('Go');
  });

  it('reads React written either way, and leaves the verb "react to" alone', () => {
    expect(termsNamed('need a react dev for our dashboard', index)).toContain('React');
    expect(termsNamed('Built with React and Node', index)).toContain('React');
    expect(termsNamed('I send a first draft for you to react to', index)).not.toContain('React');
    expect(termMatcher('Readers react quickly to a clear headline')('React')).toBe(false);
  });
});
