// The page's own inline scripts (index.html's theme script, which must run before the first paint) are allowed by
// their hashes in the Content-Security-Policy: any other inline script stays refused.
import { createHash } from 'node:crypto';

/** CSP sources ('sha256-…') for each executable inline script of `html` (data blocks such as JSON are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs ?? '') || /\stype=["']?(?!text\/javascript)/.test(attrs ?? '') || !body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** `policy` whose script-src also allows `sources`. */
export function withScriptSources(policy: string, sources: string[]): string {
  if (!sources.length) return policy;
  return policy
    .split(/;\s*/)
    .map((d) => (d.startsWith('script-src ') ? `${d} ${sources.join(' ')}` : d))
    .join('; ');
}
