// jsonpath-rfc9535, gathered for the one dynamic import in json-path.ts (its own chunk in dist/).
export { exec, query } from 'jsonpath-rfc9535';
export { default as parse } from 'jsonpath-rfc9535/parser';
