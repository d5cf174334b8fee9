import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fieldError, serverFault } from '../lib/errors.js';
import { registerErrorHandler } from './error-handler.js';

/**
 * Decision 064: server faults are AppErrors too (serverFault), and they keep answering as a plain
 * Error did: logged, with the generic sentence and the request id, never their own words.
 */
async function answerTo(thrown: () => Error) {
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw thrown();
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: res.statusCode, body: res.json() as { code: string; message: string }, logged: logged.join('') };
}

describe('the error handler', () => {
  it('answers a server fault as any unexpected error: 500, the generic sentence, the words only in the log', async () => {
    const { status, body, logged } = await answerTo(() => serverFault('client insert returned nothing'));
    expect(status).toBe(500);
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).toMatch(/^Something went wrong on our side/);
    expect(body.message).not.toContain('returned nothing');
    expect(logged).toContain('client insert returned nothing');
  });

  it('still answers a client mistake with its own code and words', async () => {
    const { status, body } = await answerTo(() => fieldError('name', 'Name is required'));
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Name is required' });
  });
});
