import { describe, expect, it } from 'vitest';
import { ApiError, jsonOrThrow, throwIfNotOk } from './api-response.ts';

describe('throwIfNotOk', () => {
  it('passes an ok response through', async () => {
    const res = new Response('{}', { status: 200 });
    await expect(throwIfNotOk(res)).resolves.toBe(res);
  });

  it.each([
    {
      answer: new Response('{"message":"Unauthorized"}', { status: 401 }),
      status: 401,
      body: { message: 'Unauthorized' },
      message: '401: {"message":"Unauthorized"}',
    },
    {
      answer: new Response('{"message":"Title is required","fields":{"title":"Title is required"}}', { status: 400 }),
      status: 400,
      body: { message: 'Title is required', fields: { title: 'Title is required' } },
      message: '400: {"message":"Title is required","fields":{"title":"Title is required"}}',
    },
    {
      answer: new Response('Bad Gateway from the proxy', { status: 502 }),
      status: 502,
      body: 'Bad Gateway from the proxy',
      message: '502: Bad Gateway from the proxy',
    },
    {
      answer: new Response('', { status: 503, statusText: 'Service Unavailable' }),
      status: 503,
      body: 'Service Unavailable',
      message: '503: Service Unavailable',
    },
    { answer: new Response('[1,2]', { status: 422 }), status: 422, body: [1, 2], message: '422: [1,2]' },
  ])('raises $status as an ApiError carrying the parsed body, with SPEC 8 message', async ({ answer, status, body, message }) => {
    const error: unknown = await throwIfNotOk(answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status, body, message });
  });
});

describe('jsonOrThrow', () => {
  it("reads an ok response's JSON", async () => {
    await expect(jsonOrThrow(new Response('{"a":1}', { status: 200 }))).resolves.toEqual({ a: 1 });
  });

  it('throws an ApiError for a non-ok one', async () => {
    await expect(jsonOrThrow(new Response('{"message":"Event not found"}', { status: 404 }))).rejects.toMatchObject({
      status: 404,
      body: { message: 'Event not found' },
    });
  });
});
