// Run as a child process by heap-growth.test.ts: `node --import tsx heap-churn.ts <percent>`. Keeps about 30 MB
// alive while making objects that live long enough to reach the old generation and then die, as requests'
// objects do under load, and prints the old generation's largest size in MB.
import { getHeapSpaceStatistics } from 'node:v8';
import { limitHeapGrowth } from '../../src/heap-growth.js';

limitHeapGrowth(Number(process.argv[2]));
const oldSpaceBytes = () => getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_size ?? 0;
const alive = Array.from({ length: 300_000 }, (_, i) => ({ i, text: `alive ${i}` }));
const recent = new Array<unknown>(100_000);
let peak = 0;
for (let n = 0; n < 6_000_000; n++) {
  recent[n % recent.length] = { n, text: `recent ${n}`, pair: [n, n + 1] };
  if (n % 50_000 === 0) peak = Math.max(peak, oldSpaceBytes());
}
console.log(JSON.stringify({ peakMb: Math.round(peak / 1024 / 1024), alive: alive.length }));
