import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { takeProfileImport } from '../../background/profile-import-store';
import { saveToken } from '../../background/session-store';
import type { PageReading } from '../../page/types';
import { jsonResponse, panelBrowser } from '../test-support';
import { LinkedInPanel } from './LinkedInPanel';

const reading: PageReading = {
  page: 'linkedin-profile',
  job: null,
  person: {
    name: 'Dana Whitfield',
    headline: 'Head of Growth at Northwind Analytics',
    about: 'I lead growth at Northwind.',
    url: 'https://www.linkedin.com/in/dana-whitfield-3b2a91/',
  },
  fields: { coverLetter: null, questions: [], note: 'textarea[name="message"]', message: null },
  missing: [],
  matched: {},
};

const template = (title: string) => ({
  _id: 't1',
  templateTitle: title,
  templateDescription: 'A short note',
  templateDetail: '<p>Hi {their first name}</p>',
  profileId: { _id: 'p1' },
  platform: 'LINKEDIN',
  templateType: 'note',
  default: true,
  starterTemplate: false,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
});

const profile = {
  _id: 'p1',
  profileName: 'Growth analyst',
  profileDescription: 'Analytics for SaaS teams',
  profileSummary: 'I build growth dashboards.',
  personalDetails: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    location: 'London',
    profession: 'Analyst',
    skills: ['SQL'],
    yearsOfExperience: 6,
  },
  portfolio: [],
  projectExperience: [],
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
};

function serveAccount(templateTitle: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/api/template')) return jsonResponse(200, { templates: [template(templateTitle)] });
      return jsonResponse(200, { profiles: [profile] });
    }),
  );
}

beforeEach(async () => {
  panelBrowser();
  await saveToken('token');
});
afterEach(() => vi.unstubAllGlobals());

describe('a LinkedIn note in the panel', () => {
  it('counts down to 300 characters, or 200 with the free-account switch, and will not insert past it', async () => {
    serveAccount('Connection note');
    render(<LinkedInPanel reading={reading} tabId={4} apiOrigin="http://localhost:3000" />);
    expect(await screen.findByRole('heading', { name: 'Dana Whitfield' }, { timeout: 10_000 })).toBeTruthy();

    const note = await screen.findByRole('textbox', { name: 'Connection note' }, { timeout: 10_000 });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(250));
    expect(screen.getByText('250/300 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Insert into the page' }).hasAttribute('disabled')).toBe(false);

    await userEvent.click(screen.getByLabelText('Free LinkedIn account (notes up to 200 characters)'));
    expect(screen.getByText('250/200 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Insert into the page' }).hasAttribute('disabled')).toBe(true);
  });

  it('holds a template that says "free account" to 200 characters', async () => {
    serveAccount('Connection note (free account)');
    render(<LinkedInPanel reading={reading} tabId={4} apiOrigin="http://localhost:3000" />);
    const note = await screen.findByRole('textbox', { name: 'Connection note' }, { timeout: 10_000 });
    await userEvent.type(note, 'Hello');
    expect(screen.getByText('5/200 characters')).toBeTruthy();
  });
});

describe('the user on their own LinkedIn profile', () => {
  it('offers, beside the note, to import the page as their freelancer profile in the app', async () => {
    const { executeScript } = panelBrowser();
    await saveToken('token');
    serveAccount('Connection note');
    const page = { text: 'Dana Whitfield\n\nHead of Growth at Northwind Analytics', url: reading.person?.url };
    executeScript.mockResolvedValueOnce([{}]).mockResolvedValueOnce([{ result: page }]);
    render(<LinkedInPanel reading={reading} tabId={4} apiOrigin="http://localhost:3000" />);

    // Secondary to the note: a text button, the note's own flow untouched.
    const importIt = await screen.findByRole('button', { name: 'This is my profile — import it' });
    expect(importIt.className).toContain('link-button');
    expect(await screen.findByRole('button', { name: 'Generate' }, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(importIt);

    await waitFor(async () =>
      expect((await fakeBrowser.tabs.query({})).map((tab) => tab.url)).toContain(
        'http://localhost:3000/dashboard/profiles?import=extension',
      ),
    );
    expect(await takeProfileImport()).toEqual(page);
  });
});
