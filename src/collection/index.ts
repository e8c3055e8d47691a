// INTERFACE ONLY — being implemented by a teammate (see the helper task).
import type { Collection, Diagnostic } from '../model.ts';

export interface LoadContext {
  cwd: string;
  variables: Record<string, string>;
  secrets: Record<string, string>;
  env: Record<string, string | undefined>;
}

export interface LoadResult {
  collections: Collection[];
  diagnostics: Diagnostic[];
  /** Source text per collection display path, for rendering diagnostics. */
  texts: Map<string, string>;
}

export declare function loadCollections(sources: string[], context: LoadContext): Promise<LoadResult>;
export declare function formatDiagnostics(diagnostics: Diagnostic[], texts: Map<string, string>, color: boolean): string;
