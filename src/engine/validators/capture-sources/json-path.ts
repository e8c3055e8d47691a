// `{ name, json-path: $.token }`: the first node the path selects, as text.
import type { CaptureSourceSpec } from './spec.ts';
import { checkedText, jsonPathCheck } from '../query-arguments.ts';

export const jsonPathSource: CaptureSourceSpec<string> = {
  key: 'json-path',
  summary:
    'the first node an RFC 9535 JSONPath selects in the JSON body (a string without quotes, other values as JSON)',
  argument: checkedText('a JSONPath (RFC 9535)', 'e.g. `json-path: $.token`', jsonPathCheck),
  query: (path) => ({ source: 'json-path', path }),
};
