import { describe, expect, it } from 'vitest';
import { readEvents, type SseEvent } from './sse.js';

/** A response body that delivers these reads one after another, as a network would. */
function streamOf(reads: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const read of reads) controller.enqueue(typeof read === 'string' ? encoder.encode(read) : read);
      controller.close();
    },
  });
}

async function collect(reads: (string | Uint8Array)[]): Promise<SseEvent[]> {
  const body = streamOf(reads);
  const events: SseEvent[] = [];
  for await (const event of readEvents(body)) events.push(event);
  return events;
}

describe('readEvents', () => {
  it('joins an event split across reads, even inside a line', async () => {
    const reads = ['event: chu', 'nk\ndata: {"text":"<p>Hi', ' there</p>"}\n', '\n'];
    expect(await collect(reads)).toEqual([{ event: 'chunk', data: '{"text":"<p>Hi there</p>"}' }]);
  });

  it('joins a character whose bytes were split across reads', async () => {
    const euro = new TextEncoder().encode('€');
    expect(await collect(['data: ', euro.slice(0, 1), euro.slice(1), '\n\n'])).toEqual([
      { event: 'message', data: '€' },
    ]);
  });

  it('yields every event of one read in order, skipping comments and joining data lines', async () => {
    const read =
      ': keep-alive\n\nevent: chunk\ndata: {"text":"a"}\n\nevent: chunk\r\ndata: {"text":"b"}\r\n\r\n' +
      'event: done\ndata: line one\ndata: line two\n\n';
    expect(await collect([read])).toEqual([
      { event: 'chunk', data: '{"text":"a"}' },
      { event: 'chunk', data: '{"text":"b"}' },
      { event: 'done', data: 'line one\nline two' },
    ]);
  });

  it('reads an error event, and drops an event the stream cut off before its blank line', async () => {
    const read = 'event: chunk\ndata: {"text":"a"}\n\nevent: error\ndata: {"error":"Failed"}\n\nevent: chunk\ndata: x';
    expect(await collect([read])).toEqual([
      { event: 'chunk', data: '{"text":"a"}' },
      { event: 'error', data: '{"error":"Failed"}' },
    ]);
  });
});
