import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-response.ts';
import { apiErrorText, cancelRegistration, changeRegistration, fetchSignUp, postSignUp } from './sign-up-api.ts';

describe('apiErrorText', () => {
  it.each([
    [
      'the house shape',
      new ApiError(409, JSON.stringify({ message: 'This event is full.', seatsLeft: 0 })),
      'This event is full.',
    ],
    [
      "the contract's shape",
      new ApiError(403, JSON.stringify({ error: 'Sign-ups are not open.' })),
      'Sign-ups are not open.',
    ],
    [
      'a 429 without words',
      new ApiError(429, 'Too Many Requests'),
      'Too many attempts. Please wait a minute and try again.',
    ],
    ['a body without words', new ApiError(500, JSON.stringify({})), 'fallback'],
    ['a failed network', new TypeError('Failed to fetch'), 'fallback'],
  ])('%s', (_, error, text) => {
    expect(apiErrorText(error, 'fallback')).toBe(text);
  });
});

describe('the sign-up calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stub(status: number, body: unknown) {
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    });
    return calls;
  }

  it('reads the live state without the cache, by kind', async () => {
    const calls = stub(200, { state: 'open' });
    await fetchSignUp('event', 12);
    await fetchSignUp('program', 'saturday-school');
    expect(calls.map((c) => c.url)).toEqual(['/api/events/12/sign-up', '/api/programs/saturday-school/sign-up']);
    expect(calls[0]!.init?.cache).toBe('no-store');
  });

  it('posts a sign-up as JSON and throws the answer of a refusal', async () => {
    const calls = stub(400, {
      message: 'Enter an e-mail address or a phone number',
      fields: { email: 'Enter an e-mail address or a phone number' },
    });
    const error = await postSignUp('event', 3, { name: 'A', seats: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(calls[0]).toMatchObject({
      url: '/api/events/3/registrations',
      init: { method: 'POST', body: '{"name":"A","seats":1}' },
    });
  });

  it('changes and cancels by the token, escaped into the path', async () => {
    const calls = stub(200, {});
    await changeRegistration('abc_DEF-123', 2);
    expect(calls[0]).toMatchObject({
      url: '/api/registrations/abc_DEF-123',
      init: { method: 'PUT', body: '{"seats":2}' },
    });
    stub(204, null);
    await expect(cancelRegistration('a/b')).resolves.toBeUndefined();
  });
});
