/** Records the events that reach the document, as a page's framework listening there would see them. */
export interface EventLog {
  events: { type: string; target: EventTarget | null; event: Event }[];
  of(type: string): Event[];
  on(target: EventTarget | null): string[];
}

export function recordEvents(doc: Document, types: readonly string[] = ['input', 'change']): EventLog {
  const events: EventLog['events'] = [];
  for (const type of types) {
    doc.addEventListener(type, (event) => events.push({ type, target: event.target, event }));
  }
  return {
    events,
    of: (type) => events.filter((entry) => entry.type === type).map((entry) => entry.event),
    on: (target) => events.filter((entry) => entry.target === target).map((entry) => entry.type),
  };
}
