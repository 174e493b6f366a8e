import { describe, expect, it } from 'vitest';
import { canonicalJobUrl, jobIdFromUrl } from '../src/page/job-id';
import { isJobSlider, pageKind, profileUrl } from '../src/page/page-kind';

const ID = '021931234567890123456';

describe('jobIdFromUrl', () => {
  it.each([
    [`https://www.upwork.com/jobs/~${ID}`, ID],
    [`https://www.upwork.com/jobs/Nuxt-developer-fix-hydration-errors_~${ID}/`, ID],
    [`https://www.upwork.com/nx/find-work/best-matches/details/~${ID}?pageTitle=Job%20Details`, ID],
    [`https://www.upwork.com/nx/search/jobs/details/~${ID}`, ID],
    [`https://www.upwork.com/nx/proposals/job/~${ID}/apply/`, ID],
    ['https://www.upwork.com/jobs/~01A2B3C4D5E6F7A8B9', '01A2B3C4D5E6F7A8B9'],
  ])('reads the id in %s', (url, id) => {
    expect(jobIdFromUrl(url)).toBe(id);
  });

  it.each([
    'https://www.upwork.com/jobs/',
    'https://www.upwork.com/jobs/~1931234567890123456',
    'https://www.upwork.com/jobs/~01234567',
    'https://www.upwork.com/nx/find-work/best-matches',
    'https://www.linkedin.com/in/dana-whitfield-3b2a91/',
    'not a url',
  ])('finds no id in %s', (url) => {
    expect(jobIdFromUrl(url)).toBeNull();
  });
});

describe('canonicalJobUrl', () => {
  it('gives the job page address for an id', () => {
    expect(canonicalJobUrl(ID)).toBe('https://www.upwork.com/jobs/~021931234567890123456');
  });
});

describe('pageKind', () => {
  it.each([
    [`https://www.upwork.com/jobs/~${ID}`, 'job'],
    [`https://www.upwork.com/jobs/~${ID}/`, 'job'],
    [`https://www.upwork.com/jobs/~${ID}?referrer_url_path=%2Fnx%2Fsearch%2Fjobs%2F`, 'job'],
    [`https://www.upwork.com/jobs/Nuxt-developer-fix-hydration-errors_~${ID}/`, 'job'],
    [`https://www.upwork.com/nx/find-work/best-matches/details/~${ID}`, 'job'],
    [`https://www.upwork.com/nx/find-work/most-recent/details/~${ID}/`, 'job'],
    [`https://www.upwork.com/nx/find-work/saved-jobs/details/~${ID}?pageTitle=Job%20Details`, 'job'],
    [`https://www.upwork.com/nx/search/jobs/details/~${ID}?q=nuxt&pageTitle=Job%20Details`, 'job'],
    [`https://www.upwork.com/nx/proposals/job/~${ID}/apply/`, 'apply'],
    [`https://www.upwork.com/nx/proposals/job/~${ID}/apply`, 'apply'],
    ['https://www.linkedin.com/in/dana-whitfield-3b2a91/', 'linkedin-profile'],
    ['https://www.linkedin.com/in/dana-whitfield-3b2a91', 'linkedin-profile'],
    ['https://www.linkedin.com/in/dana-whitfield-3b2a91/details/experience/', 'linkedin-profile'],
    ['https://www.linkedin.com/in/dana-whitfield-3b2a91/?miniProfileUrn=urn%3Ali%3Afs_miniProfile', 'linkedin-profile'],
    ['https://www.upwork.com/freelancers/~01f2e3d4c5b6a79801', 'upwork-profile'],
    ['https://www.upwork.com/freelancers/~01f2e3d4c5b6a79801/', 'upwork-profile'],
    ['https://www.upwork.com/freelancers/~01f2e3d4c5b6a79801?viewMode=1', 'upwork-profile'],
    ['https://www.upwork.com/freelancers/martakowalczyk', 'upwork-profile'],
  ])('classifies %s as %s', (url, kind) => {
    expect(pageKind(url)).toBe(kind);
  });

  it.each([
    'https://www.upwork.com/nx/find-work/best-matches',
    'https://www.upwork.com/nx/search/jobs/?q=nuxt',
    'https://www.upwork.com/nx/proposals/',
    `https://www.upwork.com/nx/proposals/job/~${ID}/`,
    'https://www.upwork.com/freelancers/',
    'https://www.upwork.com/freelancers/settings',
    'https://www.upwork.com/freelancers/settings/contactInfo',
    'https://www.upwork.com/freelancers/~01f2e3d4c5b6a79801/portfolio',
    'https://www.upwork.com/freelancers/abc',
    'https://www.linkedin.com/freelancers/~01f2e3d4c5b6a79801',
    `http://www.upwork.com/jobs/~${ID}`,
    `https://upwork.com.example.test/jobs/~${ID}`,
    `https://www.upwork.com.example.test/jobs/~${ID}`,
    'https://www.linkedin.com/feed/',
    'https://www.linkedin.com/company/northwind-analytics/',
    'https://www.linkedin.com/in/',
    'https://example.com/in/dana-whitfield/',
    'not a url',
    '',
  ])('does not read %s', (url) => {
    expect(pageKind(url)).toBe('unknown');
  });

  it('tells the details slider from the job page', () => {
    expect(isJobSlider(`https://www.upwork.com/nx/find-work/best-matches/details/~${ID}`)).toBe(true);
    expect(isJobSlider(`https://www.upwork.com/nx/search/jobs/details/~${ID}`)).toBe(true);
    expect(isJobSlider(`https://www.upwork.com/jobs/~${ID}`)).toBe(false);
  });

  it('gives a profile its canonical address', () => {
    expect(profileUrl('https://www.linkedin.com/in/dana-whitfield-3b2a91/details/experience/?x=1')).toBe(
      'https://www.linkedin.com/in/dana-whitfield-3b2a91/',
    );
    expect(profileUrl('https://www.upwork.com/freelancers/~01f2e3d4c5b6a79801/?viewMode=1')).toBe(
      'https://www.upwork.com/freelancers/~01f2e3d4c5b6a79801',
    );
    expect(profileUrl('https://www.linkedin.com/feed/')).toBeNull();
    expect(profileUrl(`https://www.upwork.com/jobs/~${ID}`)).toBeNull();
  });
});
