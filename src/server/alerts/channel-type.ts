// The one interface every kind of alert channel implements (channels/<kind>.ts, listed in
// channel-types.ts): how its settings are checked, shown, drawn in the dashboard's form and used.
import type { Html } from '../http/basics.ts';
import type { AlertPayload } from './message.ts';

/** What a channel's form draws from: the stored settings, or what was sent after a refused submission. */
export interface ChannelFormState {
  /** A submitted field's text, trimmed ('' when absent). */
  sent(name: string): string;
  /** What a field shows: what was sent after a refused submission, else `stored` (never a secret). */
  value(name: string, stored: unknown): unknown;
  /** Whether the form re-shows a refused submission. */
  refused: boolean;
  /** The stored settings ({} for a new channel and after a refused submission). */
  stored: Record<string, unknown>;
  /** Where a stored channel sends now, nothing secret (`target`); undefined for a new channel. */
  target: string | undefined;
  /** One labelled field, drawn as every form of the dashboard draws it (http/pages/views.ts). */
  field(label: unknown, input: Html): Html;
}

export interface ChannelType {
  /** The name in the API and the store: `webhook`. */
  readonly kind: string;
  /** The name the dashboard shows: `Webhook`. */
  readonly label: string;
  /** The settings' shape, for the OpenAPI document: `{url, secret?}`. */
  readonly settingsShape: string;
  /** Settings the form leaves out when their field is empty, so that the stored value stays (URL paths, passwords, secrets). */
  readonly secretFields: string[];
  /** Checks settings (from the API, or a form's fields translated by `fromForm`); the complete settings or a message. */
  check(config: Record<string, unknown>): object | string;
  /** A setting shown once, in the answer that created the channel (a webhook's signing secret). */
  shownOnce?(config: object): string;
  /** Where the channel sends, without what is secret. */
  target(config: Record<string, unknown>): string;
  /** The API's settings from the form's non-secret fields (`secretFields` are added by the caller). */
  fromForm(field: (name: string) => string): Record<string, unknown>;
  /** The form's fields for the settings. */
  formFields(form: ChannelFormState): Html;
  /** Sends one message; resolves with a short description of the answer, throws on failure. */
  send(config: object, payload: AlertPayload): Promise<string>;
}

export const SEND_TIMEOUT_MS = 10_000;

export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/./.test(value);
}

/** A URL's scheme and host: the path of a Slack incoming webhook is its credential. */
export function urlTarget(config: Record<string, unknown>): string {
  try {
    return `${new URL(String(config.url)).origin}/…`;
  } catch {
    return '(no URL)';
  }
}

/** POSTs JSON without following redirects; resolves with `HTTP <status>`, throws unless 2xx. */
export async function postJson(url: string, body: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'assay-serve', ...headers },
    body,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    redirect: 'manual',
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`);
  return `HTTP ${response.status}`;
}

/** A whole number as a number; any other text as text, so that the shared check names the field. */
export function numberOrText(text: string): number | string {
  return /^\d+$/.test(text) ? Number(text) : text;
}
