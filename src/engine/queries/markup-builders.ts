// The XML and HTML document builders, in a chunk of their own: loaded on a run's first XPath question.
export * as xmldom from '@xmldom/xmldom';
export * as parse5 from 'parse5';
