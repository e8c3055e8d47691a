/**
 * Waiting for something another process does (a run to finish, an alert to arrive). Polls until the
 * probe answers, with a generous deadline: a loaded machine makes things slow, never wrong, so a
 * test that waits here fails only when the thing never happens.
 *
 *   const run = await waitFor('the run to finish', async () => (await get(id)).done ? run : undefined);
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  { seconds = 60, everyMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${seconds} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
