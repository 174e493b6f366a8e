import { jobMessages, type GeneratedJob } from '@quillbid/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { GenerateEvent } from '../protocol';
import { serveGeneration } from './generation';
import { saveToken } from './session-store';

const body = { jobTitle: 'Speed up a Shopify store', jobDescription: 'Slow pages.', templateId: 't', profileId: 'p' };

/** A port as the panel's end sees it: what the service worker posts, and when it hangs up. */
function fakePort() {
  const events: GenerateEvent[] = [];
  let onMessage: (message: unknown) => void = () => {};
  let closed!: () => void;
  const hungUp = new Promise<void>((resolve) => (closed = resolve));
  const port = {
    name: 'quillbid:generate',
    postMessage: (event: GenerateEvent) => events.push(event),
    disconnect: () => closed(),
    onMessage: { addListener: (listener: (message: unknown) => void) => (onMessage = listener) },
    onDisconnect: { addListener: () => {} },
  } as unknown as Browser.runtime.Port;
  return { port, events, hungUp, send: (message: unknown) => onMessage(message) };
}

function streamOf(text: string, cut = false) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      if (cut) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

const generated = {
  job: {
    _id: 'j',
    jobTitle: body.jobTitle,
    jobDescription: body.jobDescription,
    jobLink: '',
    aiResponse: '<p>Hello</p>',
    templateId: 't',
    profileId: 'p',
    createdAt: new Date(0).toISOString(),
    status: 'draft' as const,
    statusChangedAt: new Date(0).toISOString(),
  },
  analysis: {
    deliverable: 'Speed up a store',
    category: 'Development',
    language: { code: 'en', name: 'English', english: true, mixed: false },
    skills: [],
    fits: [],
    instructions: [],
    requirements: [],
    needTerms: [],
    notes: [],
  },
  check: {
    items: [],
    instructions: [],
    claims: [],
    preview: { text: 'Hello', namesNeed: false },
    words: 1,
    characters: 5,
  },
  answers: [],
} satisfies GeneratedJob;

beforeEach(async () => {
  fakeBrowser.reset();
  await saveToken('token');
});
afterEach(() => vi.unstubAllGlobals());

describe('streaming a generation to the panel', () => {
  it('relays each chunk, then the saved job', async () => {
    const sse = `event: chunk\ndata: {"text":"<p>Hel"}\n\nevent: chunk\ndata: {"text":"lo</p>"}\n\nevent: done\ndata: ${JSON.stringify(generated)}\n\n`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(streamOf(sse), { status: 200 })),
    );
    const { port, events, hungUp, send } = fakePort();
    serveGeneration(port);
    send({ body });
    await hungUp;
    expect(events.map((event) => event.type)).toEqual(['chunk', 'chunk', 'done']);
    expect(events[0]).toEqual({ type: 'chunk', text: '<p>Hel' });
    expect(events[2]).toMatchObject({ type: 'done', result: { job: { _id: 'j' } } });
  });

  it('says the server’s words when generation fails after it started', async () => {
    const sse = `event: error\ndata: {"error":"${jobMessages.generationFailed}"}\n\n`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(streamOf(sse), { status: 200 })),
    );
    const { port, events, hungUp, send } = fakePort();
    serveGeneration(port);
    send({ body });
    await hungUp;
    expect(events).toEqual([{ type: 'failed', failure: { code: 'REFUSED', error: jobMessages.generationFailed } }]);
  });

  it('fails clearly when the connection breaks mid-stream', async () => {
    const sse = `event: chunk\ndata: {"text":"<p>Hel"}\n\n`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(streamOf(sse, true), { status: 200 })),
    );
    const { port, events, hungUp, send } = fakePort();
    serveGeneration(port);
    send({ body });
    await hungUp;
    expect(events.at(-1)).toEqual({
      type: 'failed',
      failure: { code: 'REFUSED', error: jobMessages.generationFailed },
    });
  });

  it('passes a refusal before writing (no plan) on with its code', async () => {
    const error = 'In order to generate Proposal, Please subscribe a package first';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error, code: 'SUBSCRIPTION_REQUIRED' }), { status: 403 })),
    );
    const { port, events, hungUp, send } = fakePort();
    serveGeneration(port);
    send({ body });
    await hungUp;
    expect(events).toEqual([{ type: 'failed', failure: { code: 'SUBSCRIPTION_REQUIRED', error } }]);
  });
});
