// Pages opened directly whose code and data should not wait for the entry chunk to run: the HTML
// served for them names their route chunk and its imports as module preloads, and the API reads
// the page starts with as fetch preloads, so the browser asks for all of it at once (the live
// session's window opens straight onto /session/{id}).
type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

function chunkFiles(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const i of chunk.imports ?? []) chunkFiles(manifest, i, into);
}

/** `html` with a modulepreload link for every chunk of `routeKey` that the entry does not load itself. */
export function withRoutePreloads(html: string, manifest: Manifest, routeKey: string): string {
  if (!manifest[routeKey]) return html;
  const entry = new Set<string>();
  chunkFiles(manifest, 'index.html', entry);
  const route = new Set<string>();
  chunkFiles(manifest, routeKey, route);
  // Same attributes as the bundler's own preloads, so the module loader reuses these fetches.
  const links = [...route]
    .filter((file) => !entry.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/**
 * `html` that also asks for `paths` (same-origin API GETs) first thing, in the credentials mode of
 * the app's own fetches, which take the preloaded responses.
 */
export function withDataPreloads(html: string, paths: string[]): string {
  const links = paths.map((p) => `<link rel="preload" as="fetch" crossorigin href="${p}">`).join('');
  return links ? html.replace('<head>', `<head>${links}`) : html;
}
