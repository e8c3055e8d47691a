// Importers copy no credential: a header, query parameter, form or JSON field whose name says it
// holds one (model/credentials.ts) becomes `${{ secrets.NAME }}`, named in the notes. NAME is the
// name in camel case (`X-Api-Key` → `xApiKey`, `proxy-authorization` → `proxyAuthorization`).
// A value that is already a reference (`${{ … }}`) is no recorded credential and stays.
import { isCredentialName } from '../../model/credentials.ts';
import { tooDeep } from '../../model/nesting.ts';

export function secretName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const camel = words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  return /^[A-Za-z_]/.test(camel) ? camel : `secret${camel}`;
}

/** `a=1&password=…` with each credential-looking field's value replaced by a secret. */
export function formWithoutCredentials(form: string, notes: string[], what = 'form field'): string {
  return form
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? '' : decodeFormName(pair.slice(0, equals));
      const value = pair.slice(equals + 1);
      if (equals < 0 || value === '' || value.includes('${{') || !isCredentialName(name)) return pair;
      return `${pair.slice(0, equals)}=${recordedSecret(name, what, notes)}`;
    })
    .join('&');
}

/** A JSON body with the string and number values of credential-looking fields replaced by secrets; a form body as a form. */
export function bodyWithoutCredentials(text: string, notes: string[]): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return /^[^=&\s{[<]+=[^&]*(&[^=&\s]+=[^&]*)*$/.test(text.trim()) ? formWithoutCredentials(text, notes) : text;
  }
  // The walk below is recursive: a body nested deeper than any real one is kept as written.
  if (tooDeep(json)) return text;
  let replaced = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => {
        if (
          (typeof field !== 'string' && typeof field !== 'number') ||
          field === '' ||
          String(field).includes('${{') ||
          !isCredentialName(name)
        )
          return [name, walk(field)];
        replaced = true;
        return [name, recordedSecret(name, 'body field', notes)];
      }),
    );
  };
  const safe = walk(json);
  return replaced ? JSON.stringify(safe) : text;
}

/** `${{ secrets.NAME }}` for a credential whose written value is not copied, named in the notes. */
export function recordedSecret(name: string, what: string, notes: string[]): string {
  const secret = secretName(name);
  notes.push(`the recorded ${what} ${name} is not copied: pass it with --secrets ${secret}=…`);
  return `\${{ secrets.${secret} }}`;
}

function decodeFormName(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
