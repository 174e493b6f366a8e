import { jobMessages } from '@quillbid/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { GenerateProposalPage } from './GenerateProposalPage';
import { ManualJobPage } from './ManualJobPage';

function renderJobForm(path = '/dashboard/job') {
  setTokenCookie(fakeJwt(3600));
  return renderRoutes(
    [
      { path: '/dashboard/job', element: <ManualJobPage /> },
      { path: '/dashboard/job/generate', element: <h1>Generate probe</h1> },
    ],
    path,
  );
}

describe('Manual job form', () => {
  it('requires a title and a description', async () => {
    renderJobForm();
    await fillField('Job Title', 'Landing page');
    await user.click(screen.getByRole('button', { name: 'Generate Proposal' }));
    expect(await screen.findByText('Title and Description of job are required fields')).toBeTruthy();
  });

  it('rejects a job URL that is not an Upwork job listing', async () => {
    renderJobForm();
    await fillField('Job Title', 'Landing page');
    await fillField('Job Description', 'A landing page in Webflow.');
    await fillField('Job URL (optional)', 'https://example.com/jobs/1');
    await user.click(screen.getByRole('button', { name: 'Generate Proposal' }));
    expect(await screen.findByText(jobMessages.invalidUrl)).toBeTruthy();
  });

  it('carries the three values to the generate page in navigation state', async () => {
    const { router } = renderJobForm();
    await fillField('Job Title', 'Landing page');
    await fillField('Job Description', 'A landing page in Webflow.');
    await fillField('Job URL (optional)', 'https://www.upwork.com/jobs/~01abc');
    await user.click(screen.getByRole('button', { name: 'Generate Proposal' }));

    expect(await screen.findByRole('heading', { name: 'Generate probe' })).toBeTruthy();
    expect(router.state.location.state).toEqual({
      jobTitle: 'Landing page',
      jobDescription: 'A landing page in Webflow.',
      jobLink: 'https://www.upwork.com/jobs/~01abc',
    });
  });

  it('sends the generate page back to the job form when it has no job', async () => {
    setTokenCookie(fakeJwt(3600));
    const { router } = renderRoutes(
      [
        { path: '/dashboard/job', element: <h1>Job form</h1> },
        { path: '/dashboard/job/generate', element: <GenerateProposalPage /> },
      ],
      '/dashboard/job/generate',
    );
    expect(await screen.findByRole('heading', { name: 'Job form' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/job'));
  });
});
