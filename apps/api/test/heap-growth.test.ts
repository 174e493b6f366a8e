import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** The old generation's largest size while a child process churns through short-lived objects. */
async function peakOldSpaceMb(growthPercent: number): Promise<number> {
  const script = path.join(import.meta.dirname, 'support/heap-churn.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, String(growthPercent)], {
    timeout: 60_000,
  });
  return (JSON.parse(stdout) as { peakMb: number }).peakMb;
}

describe('limitHeapGrowth', () => {
  // About 30 MB stay alive throughout; V8 on its own lets the old generation reach about 190 MB here.
  it('keeps the old generation near what is alive', { timeout: 90_000 }, async () => {
    expect(await peakOldSpaceMb(50)).toBeLessThan(120);
  });
});
