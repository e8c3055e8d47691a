/**
 * The guard of the test lanes (scripts/test.ts): the unit lane runs without a build, so a helper that
 * would start the bundled dist/ refuses there, and a file that reaches dist/ in a way the lane
 * finder did not see fails loudly instead of testing whatever bundle happens to be on disk.
 */
export function bundled(path: string): string {
  if (process.env.ASSAY_TEST_LANE === 'unit') {
    throw new Error(
      `${path} is the bundle, which the unit lane does not build: import this helper through a path ` +
        'scripts/test.ts follows (a static import from the test file), or run the test in the e2e lane',
    );
  }
  return path;
}
