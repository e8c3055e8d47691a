// Bad input at a place in an imported file: the message starts with `file:line:col:`, so the
// command prints it as it is (editors and terminals link the position).
export class PositionedInputError extends Error {}
