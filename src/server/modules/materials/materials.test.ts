import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { BASE, createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { detectFileType } from './file-type';

let t: TestContext;
let tutor: TestUser & { expertId: string };
let other: TestUser & { expertId: string };
let student: TestUser;
let stranger: TestUser;
let bookingId: string;

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function upload(as: TestUser | undefined, bytes: Uint8Array, name: string, bid = bookingId, title?: string) {
  const form = new FormData();
  form.set('file', new File([bytes as BlobPart], name));
  form.set('bookingId', bid);
  if (title) form.set('title', title);
  return t.app.request(`${BASE}/api/materials`, { method: 'POST', body: form, headers: as ? { cookie: as.cookie, origin: BASE } : { origin: BASE } });
}

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert({ fullName: 'File Tutor' });
  other = await t.signUpExpert();
  student = await t.signUp('student');
  stranger = await t.signUp('student');
  const start = new Date('2026-02-01T10:00:00Z');
  const [b] = await t.deps.db
    .insert(bookings)
    .values({ expertId: tutor.expertId, studentId: student.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
    .returning();
  bookingId = b.id;
});
afterAll(() => t.close());

describe('file type detection', () => {
  it('trusts bytes and requires a matching extension', () => {
    expect(detectFileType(PDF, 'notes.pdf')).toBe('application/pdf');
    expect(detectFileType(PDF, 'notes.png')).toBeNull();
    expect(detectFileType(PNG, 'a.PNG')).toBe('image/png');
    expect(detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'a.jpeg')).toBe('image/jpeg');
    expect(detectFileType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), 'a.webp')).toBe('image/webp');
    expect(detectFileType(new TextEncoder().encode('Chapter 3 exercises\n1. 2x + 3 = 7'), 'hw.txt')).toMatch(/^text\/plain/);
    expect(detectFileType(new TextEncoder().encode('<!DOCTYPE html><p>hi'), 'page.txt')).toBeNull();
    expect(detectFileType(new TextEncoder().encode('PK\x03\x04....[Content_Types].xml word/document.xml'), 'essay.docx')).toMatch(/wordprocessingml/);
    expect(detectFileType(new TextEncoder().encode('PK\x03\x04....ppt/slides/slide1.xml'), 'deck.pptx')).toMatch(/presentationml/);
    expect(detectFileType(new TextEncoder().encode('PK\x03\x04....evil.js'), 'essay.docx')).toBeNull();
  });
});

describe('materials', () => {
  it('rejects a renamed executable or web page, and an oversized file', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
    const res1 = await upload(tutor, exe, 'worksheet.pdf');
    expect(res1.status).toBe(415);
    const res2 = await upload(tutor, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'worksheet.pdf');
    expect(res2.status).toBe(415);
    expect(((await res2.json()) as { error: { message: string } }).error.message).toMatch(/^Unsupported file type/);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const res3 = await upload(tutor, big, 'big.pdf');
    expect(res3.status).toBe(413);
  });

  it('only the booking tutor can attach; only tutor and student can download', async () => {
    expect((await upload(other, PDF, 'x.pdf')).status).toBe(404);
    expect((await upload(student, PDF, 'x.pdf')).status).toBe(403);
    expect((await upload(undefined, PDF, 'x.pdf')).status).toBe(401);

    const res = await upload(tutor, PDF, 'Algebra worksheet.pdf');
    expect(res.status).toBe(201);
    const m = (await res.json()) as { id: string; downloadUrl: string; mimeType: string };
    expect(m.mimeType).toBe('application/pdf');

    for (const who of [tutor, student]) {
      const dl = await t.request('GET', m.downloadUrl, { as: who });
      expect(dl.status).toBe(200);
      expect(dl.headers.get('content-disposition')).toMatch(/^attachment; filename="Algebra worksheet.pdf"/);
      expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await dl.arrayBuffer())).toEqual(PDF);
    }
    for (const who of [other, stranger]) expect((await t.request('GET', m.downloadUrl, { as: who })).status).toBe(404);

    const shared = await t.json('GET', '/api/materials/shared', { as: student });
    expect(shared.items[0]).toMatchObject({ kind: 'file', id: m.id, tutorName: 'File Tutor', bookingId });
    expect((await t.json('GET', '/api/materials/shared', { as: stranger })).items).toEqual([]);
    expect((await t.json('GET', `/api/materials?bookingId=${bookingId}`, { as: tutor })).items).toHaveLength(1);
    expect((await t.json('GET', '/api/materials', { as: other })).items).toEqual([]);

    await t.json('DELETE', `/api/materials/${m.id}`, { as: other, expect: 404 });
    await t.json('DELETE', `/api/materials/${m.id}`, { as: tutor, expect: 204 });
    expect((await t.request('GET', m.downloadUrl, { as: student })).status).toBe(404);
  });

  it('accepts a raw body with filename and bookingId in the query', async () => {
    const res = await t.app.request(`${BASE}/api/materials?bookingId=${bookingId}&filename=diagram.png`, {
      method: 'POST',
      body: PNG,
      headers: { cookie: tutor.cookie, 'content-type': 'application/octet-stream' },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { mimeType: string }).mimeType).toBe('image/png');
  });
});
