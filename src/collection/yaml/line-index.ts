// Offsets → lines, for a text whose positions are asked for mostly in order.

export class LineIndex {
  /**
   * Offset where each line starts; lines end at `\n`, as in `yaml`'s LineCounter. A typed array: a
   * large collection's index is kept for its whole run (its tests are read again from the text).
   */
  private readonly starts: Uint32Array;
  private readonly length: number;
  /** The line of the last lookup: the next one is usually on it or just after it. */
  private last = 0;

  constructor(text: string) {
    this.length = text.length;
    let lines = 1;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1)) lines++;
    this.starts = new Uint32Array(lines);
    let line = 1;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1))
      this.starts[line++] = newline + 1;
  }

  /** Where 0-based `line` starts. */
  start(line: number): number {
    return this.starts[line];
  }

  /** Where 0-based `line` ends (its `\n`, or the end of the text). */
  end(line: number): number {
    return line + 1 < this.starts.length ? this.starts[line + 1] - 1 : this.length;
  }

  /** The 0-based line holding `offset`. */
  lineOf(offset: number): number {
    const starts = this.starts;
    let line = this.last;
    if (offset >= starts[line]) {
      // A few steps forward, then a binary search.
      for (let step = 0; step < 4 && line + 1 < starts.length && starts[line + 1] <= offset; step++) line++;
      if (line + 1 >= starts.length || starts[line + 1] > offset) return (this.last = line);
    }
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return (this.last = low);
  }
}
