/**
 * Runs `tasks` with at most `concurrency` at once; none starts after `maxMs`, so a load is bounded in
 * both count and time. Resolves with what each task that ran returned, in task order.
 */
export async function runBounded<T>(
  tasks: (() => Promise<T>)[],
  options: { concurrency: number; maxMs: number },
): Promise<T[]> {
  const results: T[] = [];
  const deadline = Date.now() + options.maxMs;
  let next = 0;
  async function worker() {
    while (next < tasks.length && Date.now() < deadline) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return results.filter((result) => result !== undefined);
}

/** The same list in a random order, so kinds of request interleave. */
export function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true or `timeoutMs` passes; returns whether it did. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, everyMs = 200): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(everyMs);
  }
  return false;
}
