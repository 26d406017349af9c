/**
 * `node --import tsx bench/profile-summary.ts <file.cpuprofile> [rows]`: where a CPU profile's time
 * went, as text: self time by function and by package/file, and the total time under each function.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const where = (n: ProfileNode) => {
  const url = n.callFrame.url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  return pkg ?? (url ? url.replace(/^.*?\/(apps|packages|bench)\//, '$1/') : '(native)');
};
const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${where(n)}:${n.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const selfWhere = new Map<string, number>();
const total = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const node = byId.get(id)!;
  self.set(label(node), (self.get(label(node)) ?? 0) + micros);
  selfWhere.set(where(node), (selfWhere.get(where(node)) ?? 0) + micros);
  // Inclusive: once per distinct function on the stack.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = label(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + micros);
  }
}

const all = profile.endTime - profile.startTime;
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${(micros / 1000).toFixed(0).padStart(8)} ms ${((micros / all) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
};
console.log(`${(all / 1e6).toFixed(2)} s profiled`);
show('self time by function', self);
show('self time by package or file', selfWhere);
show('total time under a function', total);
