// A test can set `Authorization` three ways: its `headers`, `auth`, and credentials in its URL. One is
// sent (the header, else `auth`, else the URL's) and the others are dropped: a warning names each
// dropped one, so a test never seems to authenticate in a way it does not.
import type { TestDefinition } from '../../../model/index.ts';
import { valueSpan, type Field } from './fields.ts';
import type { ParseContext } from '../../yaml/parse-context.ts';

/** `scheme://user:password@host…` as written (the userinfo may hold templates). */
const URL_USERINFO = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i;

export function checkAuthorizationSources(
  reader: ParseContext,
  test: TestDefinition,
  fields: { auth: Field | undefined; url: Field | undefined },
): void {
  const header = test.headers.some((h) => h.nameTemplate === undefined && h.name.toLowerCase() === 'authorization');
  if (header && fields.auth)
    reader.warning(
      fields.auth.keySpan,
      'ignored-credentials',
      '`auth` is not sent: the test’s `headers` set `Authorization`, which wins',
      'remove `auth` or the `Authorization` header',
    );
  if ((header || fields.auth) && fields.url && URL_USERINFO.test(test.url.source))
    reader.warning(
      valueSpan(reader, fields.url),
      'ignored-credentials',
      `the credentials in the URL are not sent: ${header ? 'the test’s `headers` set' : '`auth` sets'} \`Authorization\`, which wins`,
      'remove `user:password@` from the URL, or the other credentials',
    );
}
