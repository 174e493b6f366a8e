import { analysisLabels, checkLabels, jobMessages, type GenerateJobInput } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fakeApi';
import { buildJob } from '../../test/fixtures';
import { preloadLazyChunks } from '../../test/preload';
import { user } from '../../test/user';
import { buildTemplate, editor, editorHolding, job, openStream, renderGenerate } from './generateTestKit';

const writingBar = () => screen.queryByRole('progressbar', { name: jobMessages.writing });

const instructionStatus = () => {
  const list = screen.getByRole('list', { name: analysisLabels.instructions });
  return within(list).getByRole('listitem').textContent;
};

describe('Generate proposal', () => {
  // The page's rich editor, where the proposal is written.
  preloadLazyChunks(() => import('../../components/RichEditor/RichEditor'));

  it("shows the server's fit of every profile, the job analysis, and preselects the best profile and the default template", async () => {
    const fetchMock = renderGenerate({
      templates: [
        buildTemplate({ _id: 'note', templateTitle: 'LinkedIn note', platform: 'LINKEDIN', default: true }),
        // The default screening-answer template is Upwork's too, but not the one a proposal is written with.
        buildTemplate({ _id: 'answers', templateTitle: 'Answers', templateType: 'question', default: true }),
        buildTemplate({ default: true }),
      ],
    });
    const fitList = await screen.findByRole('region', { name: 'Job fit' });
    const dev = await within(fitList).findByRole('listitem', { name: 'Full-stack dev' });
    expect(within(dev).getByText('72/100')).toBeTruthy();
    expect(within(dev).getByText('React')).toBeTruthy();
    expect(within(dev).getByText('Missing: Stripe')).toBeTruthy();
    const designer = within(fitList).getByRole('listitem', { name: 'Brand designer' });
    expect(within(designer).getByText('4/100')).toBeTruthy();
    expect(within(fitList).getAllByRole('listitem')[0]).toBe(dev);

    const card = screen.getByRole('region', { name: 'Job analysis' });
    expect(within(card).getByText('Build a React dashboard')).toBeTruthy();
    expect(within(card).getByText('Budget: far below the usual cost')).toBeTruthy();
    const analyse = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/job/analyse'));
    expect(JSON.parse(String(analyse?.[1]?.body))).toEqual({
      jobTitle: job.jobTitle,
      jobDescription: job.jobDescription,
    });

    await editorHolding('Hi {client name}');
    expect(screen.getByRole('combobox', { name: 'Select Profile' }).textContent).toBe('Full-stack dev');
    expect(screen.getByRole('combobox', { name: 'Select Template' }).textContent).toBe('Upwork opener');
    expect(screen.getByRole('combobox', { name: 'Tone' }).textContent).toBe('Professional');
    expect(screen.getByRole('combobox', { name: 'Length' }).textContent).toBe('Medium (150–300 words)');
    expect(screen.getByRole('link', { name: 'Job Proposals' }).getAttribute('href')).toBe('/dashboard/job');
  });

  it('shows why the post could not be analysed, and still offers a profile to write from', async () => {
    renderGenerate({
      templates: [buildTemplate({ default: true })],
      analyse: () => json({ error: 'Too many requests' }, 429),
    });
    const card = await screen.findByRole('region', { name: 'Job analysis' });
    expect((await within(card).findByRole('alert')).textContent).toBe('Too many requests');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Select Profile' }).textContent).toBe('Brand designer'),
    );
    expect(screen.queryByRole('region', { name: 'Job fit' })).toBeNull();
  });

  it("checks the draft as it is edited: the post's instruction turns covered, and the client preview follows", async () => {
    renderGenerate({ templates: [buildTemplate({ default: true })] });
    await editorHolding('Hi {client name}');
    const panel = await screen.findByRole('region', { name: checkLabels.heading });
    expect(instructionStatus()).toContain('Missing');
    const preview = within(panel).getByRole('region', { name: checkLabels.previewHeading });
    expect(within(preview).getByText('Hi {client name}')).toBeTruthy();

    await user.click(await editor());
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('Mango: your React dashboard, built with care.');
    await waitFor(() => expect(instructionStatus()).toContain('Covered'));
    expect(within(preview).getByText('Mango: your React dashboard, built with care.')).toBeTruthy();
    expect(within(preview).queryByRole('alert')).toBeNull();
  });

  it("says 'Please select a template first' without a template", async () => {
    renderGenerate({ templates: [buildTemplate({})] });
    await screen.findByRole('region', { name: 'Job fit' });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Please select a template first')).toBeTruthy();
  });

  it('sends an unsubscribed user to the packages tab after the message', async () => {
    renderGenerate({ templates: [buildTemplate({ default: true })], subscribed: false });
    await screen.findByRole('region', { name: 'Job fit' });
    expect(screen.getByRole('combobox', { name: 'Select Template' }).textContent).toBe('Upwork opener');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('In order to generate Proposal, Please subscribe a package first')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Settings {"tab":"packages"}' })).toBeTruthy();
  });

  it('writes the proposal into the editor in view: the modal gives way to a progress bar at the first words', async () => {
    const stream = openStream();
    const saved = buildJob({ aiResponse: '<p>Hi Sam,</p><p>I built three dashboards.</p>' });
    const fetchMock = renderGenerate({ templates: [buildTemplate({})], stream: () => stream.response });
    expect(await screen.findByText(jobMessages.offlineWriter)).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Select Template' }));
    await user.click(await screen.findByRole('option', { name: 'Upwork opener' }));
    await editorHolding('Hi {client name}');
    await user.click(screen.getByRole('combobox', { name: 'Tone' }));
    await user.click(await screen.findByRole('option', { name: 'Friendly' }));
    await user.click(screen.getByRole('combobox', { name: 'Length' }));
    await user.click(await screen.findByRole('option', { name: 'Short (80–120 words)' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Generating Proposal' });
    expect(within(dialog).getByRole('status').textContent).toBe(jobMessages.generatingStatus[0]);
    expect(writingBar()).toBeNull();
    // An opening tag is not yet words: the modal stays.
    stream.send('chunk', { text: '<p>' });
    stream.send('chunk', { text: 'Hi Sam,</p>' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generating Proposal' })).toBeNull());
    await editorHolding('Hi Sam,');
    expect(writingBar()).toBeTruthy();
    expect((await editor()).closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(jobMessages.writing);
    expect(screen.getByRole('button', { name: 'Generate' }).hasAttribute('disabled')).toBe(true);

    stream.send('chunk', { text: '<p>I built' });
    await editorHolding('Hi Sam,I built');
    expect(screen.queryByRole('dialog', { name: 'Generating Proposal' })).toBeNull();

    stream.send('done', { job: saved });
    stream.close();
    expect(await screen.findByText('Proposal generated successfully')).toBeTruthy();
    await waitFor(() => expect(writingBar()).toBeNull());
    expect((await editor()).closest('[aria-busy="true"]')).toBeNull();
    expect((await editor()).innerHTML).toContain('<p>I built three dashboards.</p>');

    const post = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/job/stream'));
    expect(JSON.parse(String(post?.[1]?.body)) as GenerateJobInput).toEqual({
      ...job,
      templateId: 'template-1',
      profileId: 'dev',
      templateDetail: '<p>Hi {client name}</p>',
      tone: 'friendly',
      length: 'short',
    });

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Hi Sam,\n\nI built three dashboards.');
  });

  it("shows the stream's error and gives the template back", async () => {
    const stream = openStream();
    renderGenerate({ templates: [buildTemplate({ default: true })], stream: () => stream.response });
    await editorHolding('Hi {client name}');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    stream.send('chunk', { text: '<p>Half a' });
    stream.send('error', { error: jobMessages.generationFailed });
    stream.close();
    expect(await screen.findByText(jobMessages.generationFailed)).toBeTruthy();
    await editorHolding('Hi {client name}');
  });
});
