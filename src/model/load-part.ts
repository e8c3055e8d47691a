// A part of assay loaded at first use (a dynamic import: in dist/, a chunk file beside the entry).
// A chunk that cannot be loaded (an installation missing a file) ends the run with one message
// naming the part, never a module loader's stack trace in the middle of a run.

/** What `load` gives, or an error saying which part of assay could not be loaded and why. */
export async function loadPart<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new Error(`could not load ${what}: ${(error as Error).message} (is this installation of assay complete?)`, {
      cause: error,
    });
  }
}
