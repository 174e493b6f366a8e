import { describe, expect, it } from 'vitest';
import {
  authorOf,
  firstNameOf,
  personOf,
  readPerson,
  theirNews,
  theirPost,
  theirWork,
} from '../src/ai/offline/person.js';

describe('the first name in a LinkedIn title', () => {
  it('reads the name the extension puts before the headline', () => {
    expect(firstNameOf('Priya Raman — Head of Growth at Northwind Analytics')).toBe('Priya');
    expect(firstNameOf('José María López | Fundador en Rutas')).toBe('José');
    expect(firstNameOf("Siobhan O'Neill - Data engineer")).toBe('Siobhan');
    expect(firstNameOf('Tom Becker · Founder & CEO at Brightside Roasters')).toBe('Tom');
    // A title that is only a name is the name.
    expect(firstNameOf('Rachel Green')).toBe('Rachel');
    expect(firstNameOf('Grace Kim, VP Sales at Cloudframe')).toBe('Grace');
    expect(firstNameOf('Coffee, cycling, Portland')).toBeNull();
    expect(firstNameOf('Data Scientist')).toBeNull();
  });

  it('reads the role and the company, after a middle dot or before a comma', () => {
    expect(theirWork(readPerson('Tom Becker · Founder & CEO at Brightside Roasters'))).toBe(
      'your work as founder & CEO at Brightside Roasters',
    );
    expect(theirWork(readPerson('Jake Morrison — VP Sales, SunPeak Solar'))).toBe(
      'your work as VP sales at SunPeak Solar',
    );
    expect(theirWork(readPerson('Ana Lopes - Head of Product, Finly (Series A)'))).toBe(
      'your work as head of product at Finly',
    );
    // A comma in a headline of interests names no company.
    expect(theirWork(readPerson('Coffee, cycling, Portland'))).toBe('your profile');
    // A hyphen inside a word is not a separator; a headline that is only a name leaves it to the About.
    expect(theirWork(readPerson('Co-founder at Ledgerly'))).toBe('your work as co-founder at Ledgerly');
    expect(theirWork(personOf('Marcus Bell', 'Owner at Bell & Sons Plumbing (Columbus, OH).'))).toBe(
      'your work as owner at Bell & Sons Plumbing',
    );
    expect(theirWork(personOf('Tom Becker', 'Co-founder at Ledgerly (expense management). Writing about…'))).toBe(
      'your work as co-founder at Ledgerly',
    );
  });

  it('reads what the person posted, in their words turned to the reader', () => {
    expect(theirPost('Recently posted about struggling to fill hygienist appointments on weekdays.')).toBe(
      'your post about struggling to fill hygienist appointments on weekdays',
    );
    expect(theirPost('Posted: We just shipped our new performance review engine, rebuilt in 6 months.')).toBe(
      'your post about shipping your new performance review engine',
    );
    expect(theirPost('Building the people platform for high-growth companies.')).toBeNull();
    expect(
      theirPost("Recent post: 'We cut our video call drop rate by 40% by moving to WebRTC SFUs — here is how.'"),
    ).toBe('your post about how you cut your video call drop rate by 40% by moving to WebRTC SFUs');
    expect(theirPost('Posted last week: our Facebook ads stopped working after iOS updates, CAC doubled.')).toBe(
      'your post about how your Facebook ads stopped working after iOS updates',
    );
    expect(theirPost('Activity: Derek shared: Our email list hit 50k this week, but repeat purchases are stuck.')).toBe(
      'your post about how your email list hit 50k this week',
    );
    // A post that is not in the first person cannot be turned to its reader.
    expect(theirPost('Recent post: Five lessons from scaling a clinic network.')).toBeNull();
  });

  it.each([
    [
      '80k users. We just launched our new onboarding and are looking for feedback.',
      'you just launched your new onboarding',
    ],
    ['We are hiring senior backend engineers (Node.js, Postgres).', 'you are hiring senior backend engineers'],
    ['VP Sales at CloudDesk. Building an SDR team from scratch. Hiring.', 'you are building an SDR team from scratch'],
    [
      'Owner at Bell & Sons Plumbing. Looking for recommendations for a good bookkeeper.',
      'you are looking for a good bookkeeper',
    ],
    [
      'We publish 4 articles a week and are looking for writers who understand accounting.',
      'you are looking for writers who understand accounting',
    ],
    [
      'Specialty coffee roaster. Just launched our YouTube channel about sourcing trips.',
      'you just launched your YouTube channel about sourcing trips',
    ],
    [
      'Expanding to English-speaking markets. Hiring a content team for our English site.',
      'you are hiring a content team for your English site',
    ],
    [
      'Expense management for SMBs. We are redesigning our mobile app this quarter.',
      'you are redesigning your mobile app this quarter',
    ],
  ])('reads what is happening at their company in “%s”', (about, news) => {
    expect(theirNews(about)).toBe(`the news that ${news}`);
  });

  it('finds no news in interests or in looking for work', () => {
    expect(theirNews('Open to work and looking for new opportunities.')).toBeNull();
    expect(theirNews('Product leader. Coffee lover.')).toBeNull();
  });

  it('finds no name in a title that is only a role', () => {
    expect(firstNameOf('Head of Growth at Northwind')).toBeNull();
    expect(firstNameOf('Senior Product Manager — Acme Corp')).toBeNull();
    expect(firstNameOf('Marketing Director | Acme')).toBeNull();
    expect(firstNameOf('Priya — Growth')).toBeNull();
  });
});

describe('the name a post’s writer gives', () => {
  it('is read from an introduction or a sign-off', () => {
    expect(authorOf("Hey there! I'm John, founder of Trackly.")).toBe('John');
    expect(authorOf('My name is Maria and I run a bakery.')).toBe('Maria');
    expect(authorOf('This is Sam from Northwind. We need a logo.')).toBe('Sam');
    expect(authorOf('Budget is fixed, $150. Thanks! Maria')).toBe('Maria');
    expect(authorOf('We need it by Friday.\n\nBest,\nDaniela\n')).toBe('Daniela');
    expect(authorOf('Fixed price only.\n- Tom')).toBe('Tom');
    expect(authorOf('My accountant needs clean books by January 15. -Maria')).toBe('Maria');
    expect(authorOf('Looking forward to it.\nThanks, Maria Lopez')).toBe('Maria');
  });

  it('is not taken from words that only look like one', () => {
    expect(authorOf("I'm Looking for a designer. I am Based in Leeds.")).toBeNull();
    expect(authorOf('Thanks in advance!')).toBeNull();
    expect(authorOf('Thank you all.')).toBeNull();
    expect(authorOf('We use React - Next')).toBeNull();
    expect(authorOf('Our Next.js site is slow. Fix it.')).toBeNull();
  });
});
