import { checkLabels, checkMessages, preSendCheck, type Profile } from '@quillbid/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAnalysis } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { PreSendCheckPanel } from './PreSendCheckPanel';

const profile: Profile = {
  _id: 'dev',
  profileName: 'Full-stack dev',
  profileDescription: 'Web apps end to end',
  profileSummary: 'I build dashboards for SaaS teams.',
  personalDetails: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    location: 'London',
    profession: 'Software engineer',
    skills: ['React', 'Node.js'],
    yearsOfExperience: 6,
  },
  portfolio: [],
  projectExperience: [],
  hourlyRate: null,
  availability: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The real check, run on a draft as the page runs it: the panel shows what the shared rules find. */
function renderPanel(html: string) {
  const check = preSendCheck(html, {
    analysis: buildAnalysis({ skills: ['React', 'Kubernetes'], needTerms: ['dashboard'] }),
    profile,
    job: { jobTitle: 'React dashboard', jobDescription: 'We need a React dashboard on Kubernetes.' },
    platform: 'UPWORK',
    templateType: 'proposal',
    length: 'short',
  });
  renderRoutes([{ path: '/', element: <PreSendCheckPanel check={check} profile={profile} /> }], '/');
  return { check, panel: screen.getByRole('region', { name: checkLabels.heading }) };
}

describe('PreSendCheckPanel', () => {
  it("lists every rule's verdict in words, and traces each claim to the profile", () => {
    const { check, panel } = renderPanel('<p>Hello there.</p><p>I build with React and I run Kubernetes clusters.</p>');
    const items = within(within(panel).getByRole('list', { name: 'Pre-send check' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      check.items.map((item) => `${item.ok ? 'Passed' : 'Needs attention'}${item.message}`),
    );
    expect(within(panel).getByText(checkMessages.claims(1))).toBeTruthy();

    const claims = within(within(panel).getByRole('list', { name: 'Claims about you' })).getAllByRole('listitem');
    // The unbacked claim comes first: it is the one to fix.
    expect(claims.map((claim) => claim.textContent)).toEqual([
      'Kubernetes — Not in your profile',
      'React — Skills: React',
    ]);
  });

  it("shows the client's preview under the profile's listed name, and warns when it misses the need", () => {
    const { panel } = renderPanel('<p>Hello there, I am Ada and I love clean code.</p>');
    const preview = within(panel).getByRole('region', { name: checkLabels.previewHeading });
    expect(within(preview).getByText(checkLabels.previewCaption)).toBeTruthy();
    expect(within(preview).getByText('Ada L.')).toBeTruthy();
    expect(within(preview).getByText('Software engineer')).toBeTruthy();
    expect(within(preview).getByText('Hello there, I am Ada and I love clean code.')).toBeTruthy();
    expect(within(preview).getByRole('alert').textContent).toBe(checkLabels.previewNoNeed);
  });

  it('cuts a long opening where the client list does, and does not warn when it names the need', () => {
    const opening = `Your dashboard needs ${'fast charts and clear numbers, '.repeat(10)}and I can build it.`;
    const { check, panel } = renderPanel(`<p>${opening}</p>`);
    const preview = within(panel).getByRole('region', { name: checkLabels.previewHeading });
    expect(check.preview.text.endsWith('…')).toBe(true);
    expect(within(preview).getByText(check.preview.text, { exact: false })).toBeTruthy();
    expect(within(preview).getByText('more')).toBeTruthy();
    expect(within(preview).queryByRole('alert')).toBeNull();
  });

  it('says when the draft makes no claims yet', () => {
    const { panel } = renderPanel('<p>Your dashboard deserves care.</p>');
    expect(within(panel).getByText(checkLabels.noClaims)).toBeTruthy();
  });
});
