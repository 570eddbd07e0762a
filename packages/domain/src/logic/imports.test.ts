import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The logic modules depend one way: the compiler on the programs, the answers and the chain
 * functions, and those on the runtime types (runtime.ts), never back. Type-only imports count
 * too: a cycle of types is how a cycle of code starts, and it ties the modules to be read and
 * changed together.
 */

const folder = import.meta.dirname;

/** Every specifier a module imports or re-exports from, type-only and dynamic imports included. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g))
    found.push(match[1] as string);
  for (const match of source.matchAll(/\bimport\s*\(?\s*['"]([^'"]+)['"]/g)) found.push(match[1] as string);
  return found;
}

/** The folder's modules (file names) and, for each, the folder's modules it imports. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiers(readFileSync(path.join(folder, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const resolved = path.resolve(folder, specifier);
      // An import that leaves the folder and comes back (../logic/x) still lands here.
      if (path.dirname(resolved) !== folder) continue;
      const name = path.basename(resolved);
      const target = files.find((candidate) => candidate === name || candidate === `${name}.ts`);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The first cycle met, as the path that closes it (a → b → a); null when there is none. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const trail: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string): string[] | null => {
    if (onPath.has(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    trail.push(node);
    onPath.add(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    onPath.delete(node);
    done.add(node);
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the logic modules import one way', () => {
  it('reads the imports it checks', () => {
    // Guards the reading itself: a graph read empty would have no cycle either.
    const graph = importGraph();
    expect(graph.get('compile.ts')).toEqual(expect.arrayContaining(['program.ts', 'runtime.ts']));
    expect(graph.get('program.ts')).toEqual(expect.arrayContaining(['answers.ts', 'runtime.ts']));
  });

  it('finds a cycle and names it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycle(graph)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(findCycle(new Map([['a.ts', ['b.ts']]]))).toBeNull();
  });

  it('has no import cycle among the logic modules', () => {
    const cycle = findCycle(importGraph());
    expect(cycle, `import cycle: ${cycle?.join(' → ')}`).toBeNull();
  });
});
