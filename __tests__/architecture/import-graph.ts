// Reads the static import graph of TypeScript sources without a parser: comments are dropped, then
// every `import … from`, `export … from` and bare `import '…'` is taken.

const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm;
const FROM = /^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;

/** The specifiers a module imports statically, in the order they appear. */
export function staticImports(text: string): string[] {
  const code = text.replace(COMMENT, '');
  return [...code.matchAll(FROM), ...code.matchAll(BARE)].sort((a, b) => a.index - b.index).map((match) => match[1]!);
}

/** One circle per strongly connected part of the graph (Tarjan), as a path that returns to its start. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.add(member);
    } while (member !== node);
    if (part.size > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(cycleThrough(graph, node, part));
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** A shortest path from `start` back to itself inside one strongly connected part (breadth first). */
function cycleThrough(graph: Map<string, string[]>, start: string, part: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!part.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
