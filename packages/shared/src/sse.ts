export interface SseEvent {
  event: string;
  data: string;
}

/**
 * The events of a Server-Sent Events body, in order, however the bytes were split across reads.
 * Stopping early (a `break` in `for await`) cancels the body.
 */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pending = new PendingEvent();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const lines = buffer.split('\n');
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const event = pending.take(line.endsWith('\r') ? line.slice(0, -1) : line);
        if (event) yield event;
      }
      if (done) return;
    }
  } finally {
    await reader.cancel();
  }
}

/** The fields read so far; a blank line completes the event (the SSE format's rule). */
class PendingEvent {
  private event = '';
  private data: string[] = [];

  take(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'event') this.event = value;
    if (name === 'data') this.data.push(value);
    return null;
  }

  private dispatch(): SseEvent | null {
    const event = this.data.length > 0 ? { event: this.event || 'message', data: this.data.join('\n') } : null;
    this.event = '';
    this.data = [];
    return event;
  }
}
