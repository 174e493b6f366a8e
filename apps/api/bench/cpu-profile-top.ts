/**
 * Where a CPU profile's time went: `tsx bench/cpu-profile-top.ts <file.cpuprofile> [rows]` prints the
 * functions with the most self time, the same time summed by package (or by our own source file), and
 * the functions with the most total time (their own and their callees').
 */
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const totalMs = [...selfMs.values()].reduce((a, b) => a + b, 0);

/** `fastify`, `@fastify/helmet`, `src/http/authenticate.ts`, `node:internal/…` or `(program)`. */
function area(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  const ours = /\/(apps|packages)\/(.+)$/.exec(url);
  if (ours?.[2]) return ours[2];
  return url.startsWith('node:') ? url.replace(/^node:internal\/([^/]+).*/, 'node:$1') : url || '(native)';
}

function top(groups: Map<string, number>, title: string) {
  console.log(`\n${title}`);
  for (const [name, ms] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${((ms / totalMs) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

function label(id: number): { name: string; where: string } | undefined {
  const frame = byId.get(id)?.callFrame;
  if (!frame) return undefined;
  const where = area(frame.url);
  return { name: `${frame.functionName || '(anonymous)'}  ${where}:${frame.lineNumber + 1}`, where };
}

const byFunction = new Map<string, number>();
const byArea = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const own = label(id);
  if (!own) continue;
  byFunction.set(own.name, (byFunction.get(own.name) ?? 0) + ms);
  byArea.set(own.where, (byArea.get(own.where) ?? 0) + ms);
  // Each function on the stack once, however often it recurses.
  const onStack = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const name = label(at)?.name;
    if (name && !name.startsWith('(root)')) onStack.add(name);
  }
  for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
}
inclusive.delete(label([...selfMs.keys()].find((id) => label(id)?.name.startsWith('(idle)')) ?? -1)?.name ?? '');
console.log(`${file}: ${(totalMs / 1000).toFixed(1)} s sampled`);
top(byFunction, 'self time by function');
top(byArea, 'self time by package or source file');
top(inclusive, 'total time by function (its own and its callees)');
