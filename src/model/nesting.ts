// Documents users give (OpenAPI specs and the files they refer to, Postman collections, HAR files)
// are walked by recursive code: converters, the schema compiler. A document nested deeper than any
// real one is refused before those walks, saying where, instead of ending in a stack overflow.
export const MAX_NESTING = 256;

/** The keys to the first value nested deeper than `limit` levels, or undefined. Iterative. */
export function tooDeep(root: unknown, limit = MAX_NESTING): string[] | undefined {
  // A node shared through YAML aliases is walked again only when reached deeper than before.
  const deepest = new Map<object, number>();
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (path.length > limit) return path;
    if ((deepest.get(value) ?? -1) >= path.length) continue;
    deepest.set(value, path.length);
    for (const [key, child] of Object.entries(value)) stack.push({ value: child, path: [...path, key] });
  }
  return undefined;
}

/** `$.item[0].item[0]…` for a path `tooDeep` found, its middle left out. */
export function jsonPathOf(path: string[]): string {
  const step = (key: string) =>
    /^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  const shown = path.length > 12 ? [...path.slice(0, 6).map(step), '…', ...path.slice(-6).map(step)] : path.map(step);
  return `$${shown.join('')}`;
}
