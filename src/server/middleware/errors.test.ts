import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    ['server shut down', withCode('terminating connection due to administrator command', '57P01'), true],
    ['connection failure class 08', withCode('connection failure', '08006'), true],
    ['statement timeout', withCode('canceling statement due to statement timeout', '57014'), true],
    ['client query timeout', new Error('Query read timeout'), true],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
      true,
    ],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect'), true],
    ['closed embedded database', new Error('PGlite is closed'), true],
    ['unique violation', withCode('duplicate key value violates unique constraint', '23505'), false],
    ['syntax error', withCode('syntax error at or near "selec"', '42601'), false],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ['not an error', 'ECONNREFUSED', false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
