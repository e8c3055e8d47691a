// @xmldom/xmldom publishes types only for its index; its grammar module is patched by xpath-speed.ts.
declare module '@xmldom/xmldom/lib/grammar.js' {
  const grammar: { reg(...parts: (RegExp | string)[]): RegExp };
  export default grammar;
}
