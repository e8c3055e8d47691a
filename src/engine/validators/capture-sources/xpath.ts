// `{ name, xpath: "string(//title)" }`: an XPath 1.0 result over the XML or HTML body.
import type { CaptureSourceSpec } from './spec.ts';
import { checkedText, xpathCheck } from '../query-arguments.ts';

export const xpathSource: CaptureSourceSpec<string> = {
  key: 'xpath',
  summary: "an XPath 1.0 result over the XML or HTML body (a node set gives its first node's text)",
  argument: checkedText('an XPath 1.0 expression', 'e.g. `xpath: "string(//title)"`', xpathCheck),
  query: (expression) => ({ source: 'xpath', expression }),
};
