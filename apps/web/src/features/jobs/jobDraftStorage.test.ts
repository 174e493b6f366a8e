import { describe, expect, it, vi } from 'vitest';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { clearJobDraft, loadJobDraft, saveJobDraft } from './jobDraftStorage';

const job = {
  jobTitle: 'Landing page',
  jobDescription: 'A landing page in Webflow.',
  jobLink: 'https://www.upwork.com/jobs/~01abc',
};

/** A session token for `sub`, shaped like the server's. */
function signInAs(sub: string) {
  const [header, , signature] = fakeJwt(3600).split('.');
  const claims = JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 3600 });
  const payload = btoa(claims).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  setTokenCookie(`${header}.${payload}.${signature}`);
}

describe('jobDraftStorage', () => {
  it('gives back the saved job until it is cleared', () => {
    setTokenCookie(fakeJwt(3600));
    expect(loadJobDraft()).toBeNull();
    saveJobDraft(job);
    expect(loadJobDraft()).toEqual(job);
    clearJobDraft();
    expect(loadJobDraft()).toBeNull();
  });

  it("does not show one user's draft to the next one signed in on the tab", () => {
    signInAs('user-1');
    saveJobDraft(job);
    signInAs('user-2');
    expect(loadJobDraft()).toBeNull();
    signInAs('user-1');
    expect(loadJobDraft()).toEqual(job);
  });

  it('keeps nothing without a session', () => {
    saveJobDraft(job);
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores what is stored when it is not a job', () => {
    setTokenCookie(fakeJwt(3600));
    saveJobDraft(job);
    const key = sessionStorage.key(0) ?? '';
    sessionStorage.setItem(key, '{not json');
    expect(loadJobDraft()).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ owner: 'user-1', job: { jobTitle: ' ' } }));
    expect(loadJobDraft()).toBeNull();
  });

  it('starts the form empty instead of failing when storage is unavailable', () => {
    setTokenCookie(fakeJwt(3600));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveJobDraft(job)).not.toThrow();
    expect(loadJobDraft()).toBeNull();
  });
});
