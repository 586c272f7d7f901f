import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './testing/harness';

let t: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestContext({ env: { WEB_DIST: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('app', () => {
  it('answers /api/health with the database state', async () => {
    expect(await t.json('GET', '/api/health')).toEqual({ status: 'ok', db: 'ok', realtime: 'ok' });
    expect(await t.json('GET', '/api/health/ready')).toEqual({ status: 'ok', db: 'ok', realtime: 'ok', ready: true, shuttingDown: false });
  });

  it('sends security headers: CSP without inline scripts, nosniff, frame-ancestors', async () => {
    const res = await t.request('GET', '/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('GET', '/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('serves the single-page app for any other path, and long-lived hashed assets', async () => {
    const page = await t.request('GET', '/tutor/dashboard/offers');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const asset = await t.request('GET', '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('publishes an OpenAPI document of the public contract', async () => {
    const doc = await t.json('GET', '/api/openapi.json');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health'].get['x-access']).toBe('public');
    expect(doc.paths['/api/me'].get['x-access']).toBe('user');
  });

  it('verifies an e-mail address through the link it sent', async () => {
    const u = await t.signUp('student');
    const mail = await t.json('GET', `/api/dev/mailbox?to=${encodeURIComponent(u.email)}`);
    const link = /https?:\/\/\S+verify-email\S+/.exec(mail.messages[0].text)![0];
    const res = await t.request('GET', link.replace('http://localhost:3000', ''), { as: u });
    expect(res.status).toBeLessThan(400);
    expect((await t.json('GET', '/api/me', { as: u })).emailVerified).toBe(true);
  });

  it('hides the development mailbox in production', async () => {
    const prod = await createTestContext({ env: { NODE_ENV: 'production', AUTH_SECRET: 'prod-secret-prod-secret-1234' } });
    try {
      expect((await prod.request('GET', '/api/dev/mailbox')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
