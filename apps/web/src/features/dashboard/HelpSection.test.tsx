import type { PublicConfig } from '@quillbid/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfigQuery } from '../../lib/publicConfig';
import { fakeApi, json } from '../../test/fakeApi';
import { renderRoutes } from '../../test/renderRoutes';
import { HelpSection } from './HelpSection';

const noLinks = { supportEmail: null, supportUrl: null, docsUrl: null, communityUrl: null };

function renderHelp(links: Partial<PublicConfig>) {
  fakeApi({ 'GET /api/config': () => json({ ...noLinks, ...links }) });
  return renderRoutes([{ path: '/dashboard', element: <HelpSection /> }], '/dashboard');
}

const section = () => within(screen.getByRole('region', { name: 'Need a hand?' }));

describe('HelpSection', () => {
  it("shows the spec's four tiles as plain text, with nothing to press, when no destination is configured", async () => {
    const { queryClient } = renderHelp({});
    await waitFor(() => expect(queryClient.getQueryState(publicConfigQuery.queryKey)?.status).toBe('success'));

    const titles = section()
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Send us an email', 'Chat with support staff', 'Read FAQs', 'Join Our Community']);
    expect(section().queryAllByRole('link')).toEqual([]);
    expect(section().queryAllByRole('button')).toEqual([]);
  });

  it('links each configured tile to its destination and leaves the others as text', async () => {
    renderHelp({ supportEmail: 'help@quillbid.example', docsUrl: 'https://quillbid.example/faq' });

    const email = await section().findByRole('link', { name: /^Send us an email/ });
    expect(email.getAttribute('href')).toBe('mailto:help@quillbid.example');
    expect(email.getAttribute('target')).toBeNull();
    expect(within(email).getByText('help@quillbid.example')).toBeTruthy();

    const faq = section().getByRole('link', { name: /^Read FAQs/ });
    expect(faq.getAttribute('href')).toBe('https://quillbid.example/faq');
    expect(faq.getAttribute('target')).toBe('_blank');
    expect(faq.getAttribute('rel')).toContain('noopener');

    expect(section().getAllByRole('link')).toHaveLength(2);
    expect(section().getByRole('heading', { name: 'Chat with support staff' }).closest('a')).toBeNull();
    expect(section().getByRole('heading', { name: 'Join Our Community' }).closest('a')).toBeNull();
  });

  it('links the chat and community tiles when they are configured', async () => {
    renderHelp({ supportUrl: 'https://quillbid.example/chat', communityUrl: 'https://community.quillbid.example/' });

    const chat = await section().findByRole('link', { name: /^Chat with support staff/ });
    expect(chat.getAttribute('href')).toBe('https://quillbid.example/chat');
    expect(
      section()
        .getByRole('link', { name: /^Join Our Community/ })
        .getAttribute('href'),
    ).toBe('https://community.quillbid.example/');
  });
});
