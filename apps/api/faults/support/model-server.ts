import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the stand-in model answers:
 * - `stream`: the whole proposal, `pauseMs` between chunks, then a proper end;
 * - `stall`: headers, one chunk, then silence (slower than any sensible timeout);
 * - `cut`: two chunks, then the connection is torn down without an end.
 */
export type ModelBehaviour = { kind: 'stream'; pauseMs: number } | { kind: 'stall' } | { kind: 'cut' };

export const PROPOSAL_PARTS = [
  '<p>You need an analytics dashboard in React, ',
  'with charts your team reads at a glance.</p>',
  '<p>I built “Billing dashboard”, a Stripe billing dashboard that cut churn by 12%.</p>',
  '<p>Which charts matter most to your team?</p>',
];

const chunk = (delta: object, finishReason: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fault',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fault-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(response: ServerResponse, behaviour: ModelBehaviour): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  if (behaviour.kind === 'cut') {
    for (const part of PROPOSAL_PARTS.slice(0, 2)) response.write(chunk({ content: part }));
    await sleep(50);
    response.socket?.destroy();
    return;
  }
  if (behaviour.kind === 'stall') {
    response.write(chunk({ content: PROPOSAL_PARTS[0] }));
    return;
  }
  for (const part of PROPOSAL_PARTS) {
    if (response.destroyed) return;
    response.write(chunk({ content: part }));
    await sleep(behaviour.pauseMs);
  }
  response.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
}

/** An OpenAI-compatible `/chat/completions` endpoint on a loopback port, streaming SSE. */
export async function startModelServer() {
  let behaviour: ModelBehaviour = { kind: 'stream', pauseMs: 0 };
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    // The request body is not needed; reading it lets the client finish sending.
    request.resume();
    request.on('end', () => void answer(response, behaviour));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return requests;
    },
    set(next: ModelBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ModelServer = Awaited<ReturnType<typeof startModelServer>>;
