import { handle } from 'hono/cloudflare-pages';
import { pagesAdapter } from '../../../src/server/edge.ts';
import type { AppServices, SessionPolicy } from '../../../src/server/env.ts';
import { EDGE_TEST_CONTROL } from './test-control.ts';

/**
 * The API suite's worker (tests/support/edge-api.ts runs it in workerd through miniflare): the Pages
 * adapter of functions/api/[[route]].ts, called the way Pages calls a function, with one test-only
 * addition: a request may carry the test's clock and session lifetimes in EDGE_TEST_CONTROL, as the
 * Node tests set them on the services. The deployed function has no such header.
 */
type Control = { now?: string; sessionPolicy?: SessionPolicy };

const adapter = pagesAdapter({
  adjust(services, request): AppServices {
    const raw = request.headers.get(EDGE_TEST_CONTROL);
    if (!raw) return services;
    const control = JSON.parse(raw) as Control;
    const now = control.now ? new Date(control.now) : undefined;
    return {
      ...services,
      ...(now ? { now: () => now } : {}),
      ...(control.sessionPolicy ? { sessionPolicy: control.sessionPolicy } : {}),
    };
  },
});

const onRequest = handle(adapter);

interface Context {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

export default {
  fetch(request: Request, env: Record<string, unknown>, ctx: Context): Response | Promise<Response> {
    return onRequest({
      request,
      env,
      params: {},
      data: {},
      functionPath: '/api/[[route]]',
      waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
      passThroughOnException: () => ctx.passThroughOnException(),
      next: () => Promise.resolve(new Response('Not found', { status: 404 })),
    } as unknown as Parameters<typeof onRequest>[0]);
  },
};
