// Flat SVG badges (label | value), the shields.io look, drawn by hand: no dependency, no fonts to
// load; widths are estimated from the character count of Verdana 11px.
import { escapeHtml } from './basics.ts';

const COLOURS = { green: '#4c1', yellow: '#dfb317', red: '#e05d44', grey: '#9f9f9f', blue: '#007ec6' } as const;

const width = (text: string) => Math.round(text.length * 6.6 + 10);

export function badge(label: string, value: string, colour: keyof typeof COLOURS): string {
  const left = width(label);
  const right = width(value);
  const total = left + right;
  const [l, v] = [escapeHtml(label), escapeHtml(value)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="20" role="img" aria-label="${l}: ${v}">
<title>${l}: ${v}</title>
<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>
<clipPath id="r"><rect width="${total}" height="20" rx="3" fill="#fff"/></clipPath>
<g clip-path="url(#r)"><rect width="${left}" height="20" fill="#555"/><rect x="${left}" width="${right}" height="20" fill="${COLOURS[colour]}"/><rect width="${total}" height="20" fill="url(#s)"/></g>
<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">
<text x="${left / 2}" y="14">${l}</text><text x="${left + right / 2}" y="14">${v}</text></g>
</svg>
`;
}
