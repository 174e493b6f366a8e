import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { panelMessages } from '@quillbid/shared';
import type { PageReading } from '../../page/types';
import { panelBrowser } from '../test-support';
import { UpworkPanel } from './UpworkPanel';

const reading: PageReading = {
  page: 'job',
  job: {
    id: '021931234567890123456',
    title: 'Shopify speed fixes',
    description: '',
    skills: [],
    budget: null,
    client: { country: null, rating: null, spent: null, paymentVerified: null },
    questions: [],
    url: 'https://www.upwork.com/jobs/~021931234567890123456',
  },
  person: null,
  fields: { coverLetter: null, questions: [], note: null, message: null },
  missing: ['description'],
  matched: { title: 'h1' },
};

describe('an Upwork page the panel cannot fully read', () => {
  it('names the field it could not read and takes the job pasted instead', async () => {
    panelBrowser();
    const onPasteInstead = vi.fn();
    render(
      <UpworkPanel
        job={reading.job}
        reading={reading}
        tabId={3}
        jobSource="page"
        apiOrigin="http://localhost:3000"
        onPasteInstead={onPasteInstead}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(panelMessages.unreadable(['description']));
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Shopify speed fixes');

    await userEvent.click(screen.getByRole('button', { name: 'Use this job' }));
    expect(screen.getByText('Title and Description of job are required fields')).toBeTruthy();
    expect(onPasteInstead).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Job description'), 'Our store takes 6 seconds to load.');
    await userEvent.click(screen.getByRole('button', { name: 'Use this job' }));
    expect(onPasteInstead).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Shopify speed fixes', description: 'Our store takes 6 seconds to load.' }),
    );
  });
});
