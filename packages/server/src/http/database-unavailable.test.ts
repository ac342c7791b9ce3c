import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.ts';
import { handleError } from './errors.ts';

/** Drizzle's wrapper around a driver error, as a failed query throws it. */
function drizzleError(cause: unknown): Error {
  return new Error('Failed query: select 1', { cause });
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('isDatabaseUnavailable', () => {
  it("sees a refused, dropped or shutting-down database through Drizzle's wrapper", () => {
    expect(isDatabaseUnavailable(drizzleError(refused))).toBe(true);
    expect(isDatabaseUnavailable(drizzleError(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
  });

  it('leaves a query the database refused (syntax, constraint) to the 500', () => {
    expect(isDatabaseUnavailable(drizzleError(Object.assign(new Error('syntax'), { code: '42601' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(drizzleError(Object.assign(new Error('dup'), { code: '23505' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('secret internal detail'))).toBe(false);
  });
});

describe('handleError with the database out of reach', () => {
  it('answers a French 503 with Retry-After, not a 500', async () => {
    const app = new Hono();
    app.onError(handleError);
    app.get('/lit', () => {
      throw drizzleError(refused);
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/lit');
    quiet.mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ description: DATABASE_UNAVAILABLE_MESSAGE });
  });
});
