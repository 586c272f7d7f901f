// An unexpected console.error fails the test that logged it.
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore?.();
  if (errors.length) {
    const first = errors[0].map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    errors = [];
    throw new Error(`console.error was called: ${first}`);
  }
});
