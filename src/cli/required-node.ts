// The oldest Node the command line runs on. package.json's engines.node says the same (a test keeps
// them in step). This module runs before anything that needs the new Node, so it uses nothing
// newer than what very old versions have.
export const REQUIRED_NODE_MAJOR = 24;

/** The sentence to print when this Node is too old for assay, or undefined when it is new enough. */
export function unsupportedNodeMessage(version: string, execPath: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `assay needs Node.js ${REQUIRED_NODE_MAJOR} or newer, but this is Node.js ${version} (${execPath}).\n` +
    `Install Node.js ${REQUIRED_NODE_MAJOR} (https://nodejs.org), or run assay from its container image: ` +
    `docker run --rm -v "$PWD:/work" ghcr.io/assay-dev/assay --help`
  );
}
