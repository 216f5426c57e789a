import { describe, expect, it } from 'vitest';
import { ApiError } from './api-response.ts';
import { errorBody, serverFieldErrors, serverMessage } from './server-message.ts';

const withFields = new ApiError(400, '{"message":"Title is required","fields":{"title":"Title is required"}}');
const csvRows = new ApiError(400, '{"message":"CSV has errors","errors":["Row 2: bad time"]}');
const noMessage = new ApiError(500, '{"error":"boom"}');
const text = new ApiError(502, '  Bad Gateway  ');
const emptyText = new ApiError(502, '   ');
const array = new ApiError(422, '["a"]');
const network = new TypeError('Failed to fetch');
/** An error whose message merely looks like SPEC 8's: nothing reads a message back. */
const lookalike = new Error('400: {"message":"Spoofed","fields":{"title":"Spoofed"}}');

describe('serverMessage', () => {
  it.each([
    { name: 'JSON message', error: withFields, expected: 'Title is required' },
    { name: 'JSON without a message', error: noMessage, expected: 'Fallback' },
    { name: 'plain text body', error: text, expected: 'Bad Gateway' },
    { name: 'blank text body', error: emptyText, expected: 'Fallback' },
    { name: 'JSON array body', error: array, expected: 'Fallback' },
    { name: 'network failure', error: network, expected: 'Failed to fetch' },
    { name: 'an Error with an empty message', error: new Error(''), expected: 'Fallback' },
    { name: 'not an error', error: 'oops', expected: 'Fallback' },
    { name: 'an Error that looks like SPEC 8', error: lookalike, expected: lookalike.message },
  ])('$name', ({ error, expected }) => {
    expect(serverMessage(error, 'Fallback')).toBe(expected);
  });
});

describe('serverFieldErrors', () => {
  it.each([
    { name: 'fields named by the server', error: withFields, expected: { title: 'Title is required' } },
    { name: 'no fields', error: noMessage, expected: {} },
    { name: 'text body', error: text, expected: {} },
    { name: 'network failure', error: network, expected: {} },
    { name: 'an Error that looks like SPEC 8', error: lookalike, expected: {} },
  ])('$name', ({ error, expected }) => {
    expect(serverFieldErrors(error)).toEqual(expected);
  });
});

describe('errorBody', () => {
  it.each([
    { name: 'a JSON object', error: csvRows, expected: { message: 'CSV has errors', errors: ['Row 2: bad time'] } },
    { name: 'a JSON array', error: array, expected: null },
    { name: 'text', error: text, expected: null },
    { name: 'not an ApiError', error: lookalike, expected: null },
  ])('$name', ({ error, expected }) => {
    expect(errorBody(error)).toEqual(expected);
  });
});
