// What the Hurl converter says about a test: each note is a comment above the test and a line the
// command prints. `secret` notes name a credential that was not copied (pass it with --secrets);
// `unsupported` ones name a Hurl feature assay documents it does not have; `unconverted` ones a
// construct the converter could not carry over, which should not happen (see docs/from-hurl.md).
import type { Position } from './ast.ts';

export type NoteKind = 'secret' | 'unsupported' | 'unconverted';

export interface Note {
  kind: NoteKind;
  line: number;
  text: string;
}

export class NoteSink {
  readonly notes: Note[] = [];

  secret(position: Position, text: string): void {
    this.notes.push({ kind: 'secret', line: position.line, text });
  }

  unsupported(position: Position, text: string): void {
    this.notes.push({ kind: 'unsupported', line: position.line, text });
  }

  unconverted(position: Position, text: string): void {
    this.notes.push({ kind: 'unconverted', line: position.line, text });
  }

  /** How many notes other than secrets were added since `mark` (a length of `notes`). */
  problemsSince(mark: number): number {
    return this.notes.slice(mark).filter((note) => note.kind !== 'secret').length;
  }
}
