// Kept in step with package.json by __tests__/version.test.ts.
export const VERSION = '0.2.0';
