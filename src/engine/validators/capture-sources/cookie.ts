// `{ name, cookie: session }`: the value of the first `Set-Cookie` with that name.
import type { CaptureSourceSpec } from './spec.ts';
import { checkedText, nameCheck } from '../query-arguments.ts';

export const cookieSource: CaptureSourceSpec<string> = {
  key: 'cookie',
  summary: 'the value of a cookie the response sets (`Set-Cookie`)',
  argument: checkedText('a cookie name', 'e.g. `cookie: session`', nameCheck),
  query: (name) => ({ source: 'cookie', name }),
};
