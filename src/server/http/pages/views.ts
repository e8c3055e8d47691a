// The pieces every dashboard page is drawn with: tables, form fields, the CSRF field, buttons that
// post, messages and times. All are built with the `html` tagged template (basics.ts), so every
// value put in is escaped; a page adds what is its own around them.
import { html, Html } from '../basics.ts';
import type { Exchange } from '../context.ts';

/** A table cell with attributes of its own (`colspan`, `data-…`); any other cell content gets a plain `<td>`. */
class Cell extends Html {}

export function cell(content: unknown, attributes: Html): Html {
  return new Cell(html`<td ${attributes}>${content}</td>`.text);
}

/** A table row: each value in a `<td>` (unless it is a `cell()`), the row's own attributes if any. */
export function row(cells: readonly unknown[], attributes?: Html): Html {
  const tds = cells.map((content) => (content instanceof Cell ? content : html`<td>${content}</td>`));
  return attributes
    ? html`<tr ${attributes}>
        ${tds}
      </tr>`
    : html`<tr>
        ${tds}
      </tr>`;
}

export interface TableOptions {
  /** Shown instead of the table when there are no rows. */
  empty?: Html;
  /** Attributes of the `<tbody>` (the live script finds a project's runs by them). */
  body?: Html;
}

/** A table of a header row and rows (`row()`); `empty` instead when there are none. */
export function table(headers: readonly unknown[], rows: readonly Html[], options: TableOptions = {}): Html {
  if (rows.length === 0 && options.empty) return options.empty;
  return html`<table>
    <thead>
      <tr>
        ${headers.map((header) => html`<th>${header}</th>`)}
      </tr>
    </thead>
    <tbody${options.body ? html` ${options.body}` : ''}>
      ${rows}
    </tbody>
  </table>`;
}

/** A labelled form field: the label's text (may hold markup) and its input. */
export function field(label: unknown, input: Html): Html {
  return html`<label>${label} ${input}</label>`;
}

/** The hidden field that carries the session's CSRF token in every form that posts. */
export function csrf(x: Exchange): Html {
  return html`<input type="hidden" name="_csrf" value="${x.principal.csrfToken}" />`;
}

export interface PostButtonOptions {
  /** A button that deletes. */
  danger?: boolean;
  /** What the button does, for a screen reader and a test, when its label alone does not say. */
  describedAs?: string;
}

/** A one-button form that posts to `action` (run now, pause, delete, revoke…). */
export function postButton(x: Exchange, action: string, label: string, options: PostButtonOptions = {}): Html {
  const danger = options.danger ? html` class="danger"` : '';
  const aria = options.describedAs === undefined ? '' : html` aria-label="${options.describedAs}"`;
  return html`<form method="post" action="${action}" class="inline">${csrf(x)}<button${danger}${aria}>${label}</button></form>`;
}

/** A message about what went wrong (a refused form, a run's error). */
export function problem(message: unknown): Html {
  return html`<p class="problem">${message}</p>`;
}

/** A message worth the reader's attention (a secret shown once). */
export function notice(content: unknown): Html {
  return html`<p class="notice">${content}</p>`;
}

/** A stored time as UTC to the second, or `–`. */
export function when(ms: number | undefined): string {
  return ms === undefined ? '–' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + 'Z';
}
