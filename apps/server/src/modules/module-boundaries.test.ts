import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md, "Boundaries": a module imports another module's service, never the other way
// round as well; what several modules share lives in lib/, which imports no module.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(src, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/\bfrom\s+'(\.[^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((s) => path.resolve(path.dirname(file), s));
}

const moduleOf = (file: string): string | null => {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0]!;
};

/** module → the modules its (non-test) files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of relativeImports(file)) {
      const to = moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('server module boundaries', () => {
  it('no two modules import each other, directly or around a loop', () => {
    expect(findCycle(moduleGraph())).toBeNull();
  });

  it('lib/ imports no module', () => {
    const offenders = sourceFiles(path.join(src, 'lib')).filter((file) =>
      relativeImports(file).some((target) => moduleOf(target) !== null),
    );
    expect(offenders.map((file) => path.relative(src, file))).toEqual([]);
  });
});
