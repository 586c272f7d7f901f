import { describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED, NO_ORIGIN_REFUSED, csrfRefusal } from './csrf';

const OWN = 'http://localhost:3000';
const check = (headers: Record<string, string>) => csrfRefusal(new Headers(headers), (o) => o === OWN);
const cookie = 'better-auth.session_token=abc';

describe('csrfRefusal', () => {
  it('lets our own pages write, whatever the content type', () => {
    expect(check({ cookie, origin: OWN, 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' })).toBeNull();
  });

  it('refuses a foreign or null Origin on a cookie write', () => {
    expect(check({ cookie, origin: 'https://evil.example', 'content-type': 'application/json' })).toBe(CROSS_SITE_REFUSED);
    expect(check({ cookie, origin: 'null', 'content-type': 'application/json' })).toBe(CROSS_SITE_REFUSED);
  });

  it('refuses a cookie write without Origin that an HTML form could have sent', () => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ' TEXT/PLAIN']) {
      expect(check({ cookie, 'content-type': type }), type).toBe(NO_ORIGIN_REFUSED);
    }
    expect(check({ cookie, 'content-length': '12' })).toBe(NO_ORIGIN_REFUSED);
  });

  it('accepts a cookie write without Origin that no form can send: JSON, raw uploads, no body', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'image/png', 'application/octet-stream']) {
      expect(check({ cookie, 'content-type': type }), type).toBeNull();
    }
    expect(check({ cookie })).toBeNull();
    expect(check({ cookie, 'content-length': '0' })).toBeNull();
  });

  it('refuses Sec-Fetch-Site: cross-site from an untrusted origin, with or without a cookie', () => {
    expect(check({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' })).toBe(CROSS_SITE_REFUSED);
    expect(check({ cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(CROSS_SITE_REFUSED);
  });

  it('leaves requests without a cookie alone (no ambient credentials to abuse)', () => {
    expect(check({ origin: 'https://elsewhere.example', 'content-type': 'text/plain' })).toBeNull();
    expect(check({ 'content-type': 'text/plain' })).toBeNull();
  });
});
