// Who is on the other end of a request: the socket's address, or the proxy's X-Forwarded-For when
// TRUST_PROXY says a proxy in front of us sets it.
import type { Context } from 'hono';

/** The client's address; `local` for a request made inside this process (no socket). */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** Who asked, for counting each viewer once: the signed-in actor if any, the client's address and browser. */
export function viewerOf<A>(c: Context, trustProxy: boolean, actor: A): { actor: A; ip: string; userAgent: string } {
  return { actor, ip: clientIp(c, trustProxy), userAgent: c.req.header('user-agent') ?? '' };
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms, or a request from inside this process. */
export function isLoopbackAddress(ip: string): boolean {
  if (ip === 'local' || ip === '::1') return true;
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether a URL's host is this machine (localhost, 127.x, ::1). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}
