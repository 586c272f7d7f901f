import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, hasErrorCode } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('API errors', () => {
  it('carry the server code, which screens branch on instead of the message', async () => {
    const body = { error: { code: 'PLAN_MISSING_FIELDS', message: 'Missing Information: Please fill in topic and grade level.' } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 422 })));
    const err = await api.post('/api/ai-content/lesson-plans', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: 'PLAN_MISSING_FIELDS', message: body.error.message });
    expect(hasErrorCode(err, 'PLAN_MISSING_FIELDS')).toBe(true);
    expect(hasErrorCode(err, 'VALIDATION')).toBe(false);
    expect(hasErrorCode(new Error('PLAN_MISSING_FIELDS'), 'PLAN_MISSING_FIELDS')).toBe(false);
  });
});
