import { describe, expect, it } from 'vitest';
import { isAppError } from '../../shared/errors';
import { MAX_JSON_DEPTH, findInputProblem, inputMessages, rejectUnsafeInput } from './input-limits';

const nested = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};
const thrown = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
};

describe('findInputProblem', () => {
  it('finds a NUL in a nested string or key, with its path', () => {
    expect(findInputProblem({ a: [{ b: 'x\u0000' }] })).toEqual({ kind: 'nul', path: ['a', '0', 'b'] });
    expect(findInputProblem({ 'k\u0000': 1 })).toEqual({ kind: 'nul', path: ['k\u0000'] });
    expect(findInputProblem({ a: 'fine', n: 1, z: null, b: [true] })).toBeNull();
  });

  it('allows 64 levels of nesting and refuses 65, without recursion even at 100,000', () => {
    expect(findInputProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_JSON_DEPTH + 1))?.kind).toBe('depth');
    expect(findInputProblem(nested(100_000))?.kind).toBe('depth');
  });
});

describe('rejectUnsafeInput', () => {
  it("answers a NUL with the route's validation status and names the field", () => {
    const err = thrown(() => rejectUnsafeInput({ notes: 'a\u0000' }, 'body', 422));
    expect(isAppError(err) && { status: err.status, message: err.message, fields: err.fields }).toEqual({
      status: 422,
      message: `notes: ${inputMessages.nul}`,
      fields: { notes: inputMessages.nul },
    });
    const bad = thrown(() => rejectUnsafeInput('a\u0000', 'body', 400));
    expect(isAppError(bad) && [bad.status, bad.message, bad.fields]).toEqual([400, inputMessages.nul, { body: inputMessages.nul }]);
  });

  it('answers deep nesting with 400', () => {
    const err = thrown(() => rejectUnsafeInput(nested(5_000), 'body', 422));
    expect(isAppError(err) && [err.status, err.message]).toEqual([400, 'The request body is nested too deeply.']);
  });

  it('words the size limit in MB', () => {
    expect(inputMessages.tooLarge(1024 * 1024)).toBe('The request body is larger than 1 MB.');
    expect(inputMessages.tooLarge(5 * 1024 * 1024)).toBe('The request body is larger than 5 MB.');
  });
});
