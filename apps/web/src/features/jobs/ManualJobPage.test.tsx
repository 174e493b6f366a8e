import { jobMessages, unsavedChangesMessages } from '@quillbid/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { findToast, inlineError } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { GenerateProposalPage } from './GenerateProposalPage';
import { loadJobDraft, saveJobDraft } from './jobDraftStorage';
import { ManualJobPage } from './ManualJobPage';

const job = {
  jobTitle: 'Landing page',
  jobDescription: 'A landing page in Webflow.',
  jobLink: 'https://www.upwork.com/jobs/~01abc',
};

function renderJobForm(path = '/dashboard/job', state?: unknown) {
  setTokenCookie(fakeJwt(3600));
  return renderRoutes(
    [
      {
        path: '/dashboard/job',
        element: (
          <>
            <Link to="/dashboard">Dashboard</Link>
            <ManualJobPage />
          </>
        ),
      },
      { path: '/dashboard/job/generate', element: <h1>Generate probe</h1> },
      { path: '/dashboard', element: <h1>Dashboard probe</h1> },
    ],
    path,
    state,
  );
}

const generate = () => user.click(screen.getByRole('button', { name: 'Generate Proposal' }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Manual job form', () => {
  it('marks the title and the description, toasts the spec message and focuses the title', async () => {
    renderJobForm();
    await generate();

    expect(await findToast('Title and Description of job are required fields')).toBeTruthy();
    expect(inlineError('Job Title')).toBe('Title and Description of job are required fields');
    expect(inlineError('Job Description')).toBe(jobMessages.required);
    expect(inlineError('Job URL (optional)')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Job Title')));
  });

  it('clears a mark as soon as the field is filled in', async () => {
    renderJobForm();
    await fillField('Job Title', 'Landing page');
    await generate();
    await findToast(jobMessages.required);
    expect(inlineError('Job Title')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Job Description')));

    await user.paste('A landing page in Webflow.');
    await waitFor(() => expect(inlineError('Job Description')).toBeNull());
  });

  it('rejects a job URL that is not an Upwork job listing', async () => {
    renderJobForm();
    await fillField('Job Title', job.jobTitle);
    await fillField('Job Description', job.jobDescription);
    await fillField('Job URL (optional)', 'https://example.com/jobs/1');
    await generate();

    expect(await findToast(jobMessages.invalidUrl)).toBeTruthy();
    expect(inlineError('Job URL (optional)')).toBe('Please enter a valid Upwork job URL');
    await waitFor(() => expect(document.activeElement).toBe(field('Job URL (optional)')));
  });

  it('carries the three values to the generate page in navigation state, without asking to leave', async () => {
    const { router } = renderJobForm();
    await fillField('Job Title', job.jobTitle);
    await fillField('Job Description', job.jobDescription);
    await fillField('Job URL (optional)', job.jobLink);
    await generate();

    expect(await screen.findByRole('heading', { name: 'Generate probe' })).toBeTruthy();
    expect(router.state.location.state).toEqual(job);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('holds the job again after Back from the generate page', async () => {
    const { router } = renderJobForm();
    await fillField('Job Title', job.jobTitle);
    await fillField('Job Description', job.jobDescription);
    await fillField('Job URL (optional)', job.jobLink);
    await generate();
    await screen.findByRole('heading', { name: 'Generate probe' });
    expect(loadJobDraft()).toEqual(job);

    await act(() => router.navigate(-1));

    expect(field('Job Title').value).toBe(job.jobTitle);
    expect(field('Job Description').value).toBe(job.jobDescription);
    expect(field('Job URL (optional)').value).toBe(job.jobLink);
    // The restored job is saved, so leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard probe' })).toBeTruthy();
  });

  it("prefers the breadcrumb's job to the stored draft", async () => {
    setTokenCookie(fakeJwt(3600));
    saveJobDraft({ ...job, jobTitle: 'An older job' });
    renderJobForm('/dashboard/job', job);
    expect(field('Job Title').value).toBe(job.jobTitle);
  });

  it('asks before leaving with edits that were not handed on', async () => {
    renderJobForm();
    await fillField('Job Title', job.jobTitle);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));

    const dialog = await screen.findByRole('alertdialog', { name: unsavedChangesMessages.title });
    await user.click(within(dialog).getByRole('button', { name: unsavedChangesMessages.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('Job Title').value).toBe(job.jobTitle);

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: unsavedChangesMessages.leave }));
    expect(await screen.findByRole('heading', { name: 'Dashboard probe' })).toBeTruthy();
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
