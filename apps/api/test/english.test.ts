import { describe, expect, it } from 'vitest';
import { gerund, gerundOfPast, withA } from '../src/ai/offline/english.js';

describe('verb forms in the offline writer’s sentences', () => {
  it.each([
    ['debug', 'debugging'],
    ['plan', 'planning'],
    ['set up', 'setting up'],
    ['add', 'adding'],
    ['edit', 'editing'],
    ['audit', 'auditing'],
    ['fix', 'fixing'],
    ['write', 'writing'],
    ['build', 'building'],
    ['clean and analyze', 'cleaning and analyzing'],
  ])('says “%s” as “%s”', (verb, ing) => {
    expect(gerund(verb)).toBe(ing);
  });

  it.each([
    ['used', 'using'],
    ['coded', 'coding'],
    ['planned', 'planning'],
    ['shipped', 'shipping'],
    ['edited', 'editing'],
    ['translated', 'translating'],
    ['designed', 'designing'],
    ['built', 'building'],
  ])('turns the past “%s” into “%s”', (past, ing) => {
    expect(gerundOfPast(past)).toBe(ing);
  });

  it.each([
    ['REST API project', 'a REST API project'],
    ['SEO audit', 'an SEO audit'],
    ['SaaS backend project', 'a SaaS backend project'],
    ['e-commerce support project', 'an e-commerce support project'],
  ])('puts the article “%s” is said with', (noun, said) => {
    expect(withA(noun)).toBe(said);
  });
});
