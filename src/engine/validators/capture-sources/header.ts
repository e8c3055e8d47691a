// `{ name, header: X-Request-Id }`: the header's first value (names are case-insensitive).
import type { CaptureSourceSpec } from './spec.ts';
import { checkedText, nameCheck } from '../query-arguments.ts';

export const headerSource: CaptureSourceSpec<string> = {
  key: 'header',
  summary: "a response header's first value (the name in any case)",
  argument: checkedText('a header name', 'e.g. `header: X-Request-Id`', nameCheck),
  query: (name) => ({ source: 'header', name }),
};
