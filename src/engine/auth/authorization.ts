// The Authorization header of a test's `auth`. Every credential and token is registered as a
// secret before it is used, so no output can show it.
import type { AuthDefinition } from '../../model/index.ts';
import { renderTemplate, type TemplateValues } from '../templates/render.ts';
import type { TokenCache } from './oauth2.ts';
import { signAwsV4, type SignableRequest } from './aws-sigv4.ts';

/** The Authorization header's value, and any headers sent with it (a signature's date). */
export type Authorization = { ok: true; header: string; with?: [string, string][] } | { ok: false; error: string };

export async function authorize(
  auth: AuthDefinition,
  values: TemplateValues,
  tokens: TokenCache,
  onSecret: (value: string, name: string) => void,
  signal?: AbortSignal,
  request?: SignableRequest,
): Promise<Authorization> {
  switch (auth.kind) {
    case 'bearer': {
      const token = renderTemplate(auth.token, values);
      onSecret(token, 'the bearer token');
      return { ok: true, header: `Bearer ${token}` };
    }
    case 'basic': {
      const password = renderTemplate(auth.password, values);
      onSecret(password, 'the basic auth password');
      // RFC 7617: user-id ":" password, UTF-8, base64.
      const encoded = Buffer.from(`${renderTemplate(auth.username, values)}:${password}`, 'utf8').toString('base64');
      onSecret(encoded, 'the basic auth header value');
      return { ok: true, header: `Basic ${encoded}` };
    }
    case 'oauth2': {
      const clientSecret = renderTemplate(auth.clientSecret, values);
      onSecret(clientSecret, 'the OAuth2 client secret');
      const answer = await tokens.token(
        {
          tokenUrl: renderTemplate(auth.tokenUrl, values),
          clientId: renderTemplate(auth.clientId, values),
          clientSecret,
          ...(auth.scope ? { scope: renderTemplate(auth.scope, values) } : {}),
          ...(auth.audience ? { audience: renderTemplate(auth.audience, values) } : {}),
          clientAuth: auth.clientAuth,
        },
        signal,
      );
      return answer.ok ? { ok: true, header: `Bearer ${answer.token}` } : answer;
    }
    case 'aws-sigv4': {
      const secretKey = renderTemplate(auth.secretKey, values);
      onSecret(secretKey, 'the AWS secret key');
      const accessKey = renderTemplate(auth.accessKey, values);
      onSecret(accessKey, 'the AWS access key');
      const sessionToken = auth.sessionToken && renderTemplate(auth.sessionToken, values);
      if (sessionToken) onSecret(sessionToken, 'the AWS session token');
      if (request === undefined) return { ok: false, error: 'aws-sigv4 signs a request, and there is none' };
      const provider = renderTemplate(auth.provider, values);
      const signed = signAwsV4(
        { provider, accessKey, secretKey, ...(sessionToken ? { sessionToken } : {}) },
        request,
        new Date(),
      );
      if (!signed.ok) return signed;
      const header = signed.headers.pop()![1];
      onSecret(header, 'the AWS signature');
      return { ok: true, header, with: signed.headers };
    }
  }
}
