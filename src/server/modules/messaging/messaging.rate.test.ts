import { expect, it } from 'vitest';
import { SEND_RATE_LIMIT_PER_MINUTE } from '../../../shared/rules/messaging';
import type { Deps } from '../../deps';
import { checkSendRate } from './messaging.service';

it('limits sends per user per minute with a clear error', () => {
  const deps = {} as Deps;
  for (let i = 0; i < SEND_RATE_LIMIT_PER_MINUTE; i++) checkSendRate(deps, 'u1');
  expect(() => checkSendRate(deps, 'u1')).toThrow(/sending messages too quickly/);
  expect(() => checkSendRate(deps, 'u2')).not.toThrow();
});
