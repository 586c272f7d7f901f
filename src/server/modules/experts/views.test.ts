// Viewing a public expert profile is measured: one profile view, one offer view per offer shown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('profile and offer views', () => {
  it('counts guests and students, not the expert looking at their own profile', async () => {
    const tutor = await t.signUpExpert();
    for (const title of ['Algebra basics', 'Calculus sprint']) {
      await t.json('POST', '/api/offerings', { as: tutor, body: { title, price: 50_000, durationMinutes: 60, maxStudents: 1 }, expect: 201 });
    }
    const student = await t.signUp('student');
    await t.json('GET', `/api/experts/${tutor.expertId}`);
    await t.json('GET', `/api/experts/${tutor.expertId}`, { as: student });
    await t.json('GET', `/api/experts/${tutor.expertId}`, { as: tutor });
    const analytics = await t.json('GET', '/api/offerings/analytics', { as: tutor });
    expect(analytics.profileViews).toBe(2);
    expect(analytics.offerViews).toBe(4);
  });
});

describe('views counted once per viewer and day', () => {
  const visit = (expertId: string, ip: string, userAgent: string, cookie?: string) =>
    t.app.request(`${BASE}/api/experts/${expertId}`, { headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } }, { incoming: { socket: { remoteAddress: ip } } });

  it('does not let a guest inflate the counts by reloading, while different visitors each count', async () => {
    const tutor = await t.signUpExpert();
    await t.json('POST', '/api/offerings', { as: tutor, body: { title: 'Essay writing', price: 40_000, durationMinutes: 60, maxStudents: 1 }, expect: 201 });
    for (let i = 0; i < 20; i++) expect((await visit(tutor.expertId, '192.0.2.30', 'Firefox/140')).status).toBe(200);
    let analytics = await t.json('GET', '/api/offerings/analytics', { as: tutor });
    expect(analytics.profileViews).toBe(1);
    expect(analytics.offerViews).toBe(1);

    await visit(tutor.expertId, '192.0.2.31', 'Firefox/140');
    await visit(tutor.expertId, '192.0.2.30', 'Chrome/140');
    const student = await t.signUp('student');
    for (let i = 0; i < 5; i++) await visit(tutor.expertId, '192.0.2.30', 'Firefox/140', student.cookie);
    analytics = await t.json('GET', '/api/offerings/analytics', { as: tutor });
    expect(analytics.profileViews).toBe(4);
  });
});

describe('views of the profile page and its API, with guests sharing answers and pages', () => {
  // A renderer with the web build's interface that reads the profile as the page does.
  const RENDERER = `
export async function render(url, { fetch }) {
  const id = new URL(url).pathname.split('/').pop();
  const res = await fetch('/api/experts/' + id + '/profile', { headers: { accept: 'application/json' } });
  return { status: res.status, html: '<main>profile ' + res.status + '</main>', data: '{}', routes: [] };
}
`;
  let shared: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-views-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"><!--app--><p>skeleton</p><!--/app--></div></body></html>');
    fs.mkdirSync(path.join(webDir, '.ssr'));
    fs.writeFileSync(path.join(webDir, '.ssr', 'entry-server.js'), RENDERER);
    shared = await createTestContext({ env: { WEB_DIST: webDir, GUEST_LIST_SHARING_MS: '60000' } });
  });
  afterAll(async () => {
    await shared.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, ip: string, cookie?: string) =>
    shared.app.request(`${BASE}${url}`, { headers: { 'user-agent': 'Firefox/140', ...(cookie ? { cookie } : {}) } }, { incoming: { socket: { remoteAddress: ip } } });
  const views = async (tutor: { cookie: string }) => (await (await shared.app.request(`${BASE}/api/offerings/analytics`, { headers: { cookie: tutor.cookie } })).json()) as { profileViews: number; offerViews: number };

  it('counts each guest of the shared profile answer, a student, and not the tutor', async () => {
    const tutor = await shared.signUpExpert();
    await shared.json('POST', '/api/offerings', { as: tutor, body: { title: 'Organic chemistry', price: 60_000, durationMinutes: 60, maxStudents: 1 }, expect: 201 });
    const answers = await Promise.all(['192.0.2.40', '192.0.2.41', '192.0.2.42'].map(async (ip) => (await get(`/api/experts/${tutor.expertId}/profile`, ip)).text()));
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]).offers).toHaveLength(1);
    await get(`/api/experts/${tutor.expertId}/profile`, '192.0.2.40');
    const student = await shared.signUp('student');
    await get(`/api/experts/${tutor.expertId}/profile`, '192.0.2.43', student.cookie);
    await get(`/api/experts/${tutor.expertId}/profile`, '192.0.2.44', tutor.cookie);
    expect(await views(tutor)).toEqual(expect.objectContaining({ profileViews: 4, offerViews: 4 }));
  });

  it("counts each guest of a server-rendered profile page by the guest's own address, kept page or not", async () => {
    const tutor = await shared.signUpExpert();
    const first = await get(`/experts/${tutor.expertId}`, '192.0.2.50');
    expect(await first.text()).toContain('<main>profile 200</main>');
    // The page's read counted the guest at their address: their own read of the API is the same view.
    await get(`/api/experts/${tutor.expertId}/profile`, '192.0.2.50');
    expect((await views(tutor)).profileViews).toBe(1);
    // The next guests get the kept page, which reads nothing, and still count.
    for (const ip of ['192.0.2.51', '192.0.2.52']) expect(await (await get(`/experts/${tutor.expertId}`, ip)).text()).toContain('<main>profile 200</main>');
    expect((await views(tutor)).profileViews).toBe(3);
  });
});
