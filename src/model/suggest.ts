// "Did you mean …?" suggestions: the closest known word by edit distance.

/** Levenshtein distance with adjacent transpositions (`bdoy` is one edit from `body`). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidate closest to `word`, compared case-insensitively, if it is close enough to be a
 * plausible typo (about one edit per three characters).
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length > 100) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const allowed = Math.max(1, Math.floor(Math.max(word.length, 3) / 3));
  // A word that shares nothing with the candidate (`z` and `x`) is not a typo of it.
  return best !== undefined && bestDistance <= allowed && bestDistance < word.length ? best : undefined;
}

/** `did you mean `body`?` when a candidate is close, else `expected one of: a, b, c`. */
export function suggestion(word: string, candidates: readonly string[], listWhenFar = true): string | undefined {
  const near = closest(word, candidates);
  if (near !== undefined) return `did you mean \`${near}\`?`;
  return listWhenFar ? `expected one of: ${candidates.map((c) => `\`${c}\``).join(', ')}` : undefined;
}
