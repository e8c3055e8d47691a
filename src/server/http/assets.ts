// The dashboard's only stylesheet and script, real files in assets/, served from /assets (the CSP
// allows nothing inline). They are read when the server's module loads; in dist/ the build has put
// their text in place of these reads (scripts/build.mjs, inlineAssets), so `assay serve` stays one
// bundle with no file beside it.
import { readFileSync } from 'node:fs';
import { send } from './basics.ts';
import type { Route } from './context.ts';

export const STYLE = readFileSync(new URL('./assets/app.css', import.meta.url), 'utf8');
export const SCRIPT = readFileSync(new URL('./assets/app.js', import.meta.url), 'utf8');

export const ASSET_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/assets\/app\.(css|js)$/,
    access: 'public',
    kind: 'page',
    handle: async (x) =>
      send(x.res, 200, x.params[0] === 'css' ? STYLE : SCRIPT, x.params[0] === 'css' ? 'text/css' : 'text/javascript', {
        'Cache-Control': 'public, max-age=300',
      }),
  },
];
