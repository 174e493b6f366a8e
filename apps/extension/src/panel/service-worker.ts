import type { GenerateJobInput } from '@quillbid/shared';
import { browser } from 'wxt/browser';
import { GENERATE_PORT, type GenerateEvent, type PanelRequestKind, type PanelRequests, type Reply } from '../protocol';

const noAnswer = {
  ok: false,
  failure: { code: 'REFUSED', error: 'The extension did not answer. Reload it and try again.' },
} as const;

/** Asks the service worker, which alone talks to the API. */
export async function ask<K extends PanelRequestKind>(
  kind: K,
  request: PanelRequests[K]['request'],
): Promise<Reply<PanelRequests[K]['reply']>> {
  try {
    const reply = (await browser.runtime.sendMessage({ kind, ...request })) as
      Reply<PanelRequests[K]['reply']> | undefined;
    return reply ?? noAnswer;
  } catch {
    return noAnswer;
  }
}

/** Starts a streamed generation; `onEvent` hears each event until `done` or `failed`. Returns a stop function. */
export function streamGeneration(body: GenerateJobInput, onEvent: (event: GenerateEvent) => void): () => void {
  const port = browser.runtime.connect({ name: GENERATE_PORT });
  let finished = false;
  port.onMessage.addListener((event: GenerateEvent) => {
    if (event.type !== 'chunk') finished = true;
    onEvent(event);
  });
  port.onDisconnect.addListener(() => {
    if (!finished) onEvent({ type: 'failed', failure: noAnswer.failure });
    finished = true;
  });
  port.postMessage({ body });
  return () => {
    finished = true;
    port.disconnect();
  };
}
