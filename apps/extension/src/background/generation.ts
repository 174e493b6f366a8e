import { generatedJobSchema, errorResponseSchema, jobMessages, readEvents } from '@quillbid/shared';
import type { Browser } from 'wxt/browser';
import type { GenerateEvent, GenerateRequest } from '../protocol';
import { send } from './api-client';

/**
 * Streams one generation to the panel over its port: `chunk` events as the server writes, then `done`
 * with the saved job, or `failed`. A panel that closes mid-stream only stops the messages: the server
 * still finishes and saves the proposal, as it does for the web app.
 */
export function serveGeneration(port: Browser.runtime.Port): void {
  let closed = false;
  port.onDisconnect.addListener(() => {
    closed = true;
  });
  const post = (event: GenerateEvent) => {
    if (!closed) port.postMessage(event);
  };
  port.onMessage.addListener((message: GenerateRequest) => {
    void generate(message, post).finally(() => {
      if (!closed) port.disconnect();
    });
  });
}

async function generate({ body }: GenerateRequest, post: (event: GenerateEvent) => void): Promise<void> {
  const sent = await send('job/stream', { method: 'POST', body, accept: 'text/event-stream' });
  if (!sent.ok) return post({ type: 'failed', failure: sent.failure });
  const stream = sent.data.body;
  if (!stream) return post({ type: 'failed', failure: { code: 'REFUSED', error: jobMessages.generationFailed } });

  try {
    for await (const { event, data } of readEvents(stream)) {
      const payload: unknown = JSON.parse(data);
      if (event === 'chunk') {
        const text = (payload as { text?: unknown }).text;
        if (typeof text === 'string') post({ type: 'chunk', text });
      } else if (event === 'done') {
        const result = generatedJobSchema.safeParse(payload);
        if (result.success) return post({ type: 'done', result: result.data });
      } else if (event === 'error') {
        const error = errorResponseSchema.safeParse(payload);
        return post({
          type: 'failed',
          failure: { code: 'REFUSED', error: error.success ? error.data.error : jobMessages.generationFailed },
        });
      }
    }
  } catch {
    // The connection broke mid-stream: the server gives the unit back when it could not save the job.
  }
  post({ type: 'failed', failure: { code: 'REFUSED', error: jobMessages.generationFailed } });
}
