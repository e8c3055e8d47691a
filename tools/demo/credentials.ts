// The demo's one account. The password is passed to assay as a secret in the examples.
export const DEMO_USER = { username: 'demo', password: 'correct-horse-battery-staple' };
