// Which writes (POST, PUT, PATCH, DELETE) could be forged by a foreign page riding on the session cookie.
// fetch and XMLHttpRequest always send Origin across origins, and current browsers send it on every write;
// a write without one can only be an HTML form of an old browser (or a client outside the browser), and
// a form can only send one of the three "simple" content types. So a cookie write without Origin must
// carry another type (application/json, an image, application/octet-stream) or no body at all.
export const CROSS_SITE_REFUSED = 'Cross-site request refused.';
export const NO_ORIGIN_REFUSED = 'Cross-site request refused: without an Origin header, a form or plain-text body is not accepted.';

const SIMPLE_CONTENT_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

const essence = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();

function hasBody(headers: Headers): boolean {
  return headers.has('transfer-encoding') || Number(headers.get('content-length') ?? '0') > 0;
}

function couldBeForeignForm(headers: Headers): boolean {
  const type = headers.get('content-type');
  if (type === null) return hasBody(headers);
  return SIMPLE_CONTENT_TYPES.has(essence(type));
}

/** Why a non-safe request is refused, or null when it may proceed. */
export function csrfRefusal(headers: Headers, isOwnOrigin: (origin: string) => boolean): string | null {
  const origin = headers.get('origin');
  const own = origin !== null && isOwnOrigin(origin);
  // Fetch metadata: the browser itself says the page that sent this is on another site.
  if (headers.get('sec-fetch-site') === 'cross-site' && !own) return CROSS_SITE_REFUSED;
  if (own || !headers.has('cookie')) return null;
  if (origin !== null) return CROSS_SITE_REFUSED;
  return couldBeForeignForm(headers) ? NO_ORIGIN_REFUSED : null;
}
