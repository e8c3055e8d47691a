// The syntax tree of a Hurl file (hurl.dev grammar), every node with the line and column it starts at.

export interface Position {
  line: number;
  column: number;
}

/** A `{{ expression }}` inside a text. */
export interface Placeholder {
  expression: string;
  position: Position;
}

/** Text with placeholders: literal pieces and `{{ … }}` in the order written. */
export interface Template {
  parts: (string | Placeholder)[];
  position: Position;
}

export interface KeyValue {
  key: Template;
  value: Template;
  position: Position;
}

export type Body =
  | { kind: 'json'; text: string; position: Position }
  | { kind: 'xml'; text: string; position: Position }
  /** A multiline (```lang) or one-line (`…`) string; `language` is empty for plain text. */
  | { kind: 'text'; language: string; text: Template; position: Position }
  | { kind: 'base64'; bytes: Buffer; position: Position }
  | { kind: 'hex'; bytes: Buffer; position: Position }
  | { kind: 'file'; file: Template; position: Position };

export interface MultipartParam {
  name: Template;
  value: Template | { file: Template; contentType?: string };
  position: Position;
}

export interface RequestSpec {
  method: string;
  url: Template;
  headers: KeyValue[];
  query: KeyValue[];
  form: KeyValue[];
  multipart: MultipartParam[];
  cookies: KeyValue[];
  basicAuth: KeyValue[];
  options: KeyValue[];
  body?: Body;
  position: Position;
}

export type FilterArgument = { kind: 'text'; value: Template } | { kind: 'regex'; value: string } | number;

export interface Filter {
  /** As written in Hurl (`toInt`, `nth`, `replaceRegex`). */
  name: string;
  arguments: FilterArgument[];
  position: Position;
}

export interface Query {
  /** `status`, `header`, `jsonpath`, … as written in Hurl. */
  kind: string;
  /** The quoted argument of `header "X"`, `jsonpath "$.a"`, `regex /…/` … */
  argument?: { kind: 'text'; value: Template } | { kind: 'regex'; value: string };
  position: Position;
}

export type PredicateValue =
  | { kind: 'null' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number'; text: string }
  | { kind: 'text'; value: Template }
  | { kind: 'regex'; value: string }
  | { kind: 'placeholder'; value: Placeholder }
  | { kind: 'bytes'; bytes: Buffer; encoding: 'hex' | 'base64' }
  | { kind: 'file'; file: Template };

export interface Predicate {
  not: boolean;
  /** `==`, `equals`, `contains`, `isInteger`, … as written (operators are kept as operators). */
  name: string;
  value?: PredicateValue;
  position: Position;
}

export interface Assert {
  query: Query;
  filters: Filter[];
  predicate: Predicate;
  position: Position;
}

export interface Capture {
  name: string;
  query: Query;
  filters: Filter[];
  redact: boolean;
  position: Position;
}

export interface ResponseSpec {
  /** `1.0`, `1.1`, `2`, `3`, or undefined for `HTTP` / `HTTP/*`. */
  version?: string;
  /** undefined for `*`. */
  status?: number;
  headers: KeyValue[];
  captures: Capture[];
  asserts: Assert[];
  body?: Body;
  position: Position;
}

export interface Entry {
  request: RequestSpec;
  response?: ResponseSpec;
}

export interface HurlFile {
  entries: Entry[];
}
