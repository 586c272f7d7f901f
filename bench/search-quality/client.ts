// One person's browser against the install: their own address (behind the proxy), their session cookies,
// the page's Origin on every write, JSON bodies. Fails loudly on an unexpected status.
export type Browser = {
  /** JSON answer of a request; throws with the status and body when it is not 2xx. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call: <T = any>(method: string, path: string, body?: unknown) => Promise<T>;
  /** Opens a link (as from an e-mail) without following redirects, keeping any cookie it sets. */
  open: (url: string) => Promise<number>;
};

export function browser(baseUrl: string, address: string): Browser {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const headers = (withBody: boolean): Record<string, string> => {
    const h: Record<string, string> = { 'x-forwarded-for': address, accept: 'application/json', origin: baseUrl };
    if (withBody) h['content-type'] = 'application/json';
    if (cookies.size) h.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return h;
  };
  return {
    async call(method, path, body) {
      const res = await fetch(`${baseUrl}${path}`, { method, headers: headers(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
      remember(res);
      const text = await res.text();
      if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 500)}`);
      return text ? JSON.parse(text) : undefined;
    },
    async open(url) {
      const res = await fetch(url, { headers: headers(false), redirect: 'manual' });
      remember(res);
      await res.arrayBuffer();
      return res.status;
    },
  };
}
