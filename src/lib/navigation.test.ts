import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-response.ts';
import { handleUnauthorized } from './navigation.ts';
import { $toast } from './toast-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('handleUnauthorized', () => {
  it.each([
    { name: 'a 401 Unauthorized', error: new ApiError(401, '{"message":"Unauthorized"}'), handled: true },
    { name: 'a 401 in plain text', error: new ApiError(401, 'Unauthorized'), handled: true },
    { name: 'a refused sign-in', error: new ApiError(401, '{"message":"Invalid username or password"}'), handled: false },
    { name: 'a 403 saying Unauthorized', error: new ApiError(403, '{"message":"Unauthorized"}'), handled: false },
    { name: 'an Error whose message looks like one', error: new Error('401: {"message":"Unauthorized"}'), handled: false },
  ])('$name: $handled', ({ error, handled }) => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/admin', assign } });
    vi.stubGlobal('sessionStorage', { setItem: vi.fn() });
    $toast.set(null);
    expect(handleUnauthorized(error)).toBe(handled);
    expect($toast.get()?.title).toBe(handled ? 'Unauthorized' : undefined);
    vi.runAllTimers();
    expect(assign).toHaveBeenCalledTimes(handled ? 1 : 0);
  });
});
