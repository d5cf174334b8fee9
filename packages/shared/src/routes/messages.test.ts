import { describe, expect, it } from 'vitest';
import { defineRoute, routeGroup } from './define.js';
import { ALL_ROUTES, SUCCESS_MESSAGES } from './index.js';
import { messagesOf } from './messages.js';

/** Decision 138: the success messages are read from the route groups in API, so none can be left out. */
describe('success messages read from the route groups', () => {
  it('has the message of every declared route (a group outside routeGroup would lose its own)', () => {
    const missing = ALL_ROUTES.filter((route) => route.message && !(route.message in SUCCESS_MESSAGES));
    expect(missing.map((route) => `${route.method} ${route.path}: ${route.message}`)).toEqual([]);
  });

  it('keeps the routes of a group as they were, the messages out of their walk', () => {
    const health = defineRoute({
      method: 'GET',
      path: '/x',
      resource: 'x',
      access: 'public',
      success: { status: 200, file: 'text/plain' },
      message: 'ok',
      errors: {},
    });
    const group = routeGroup({ ok: 'OK' }, { health });
    expect(Object.values(group)).toEqual([health]);
    expect(messagesOf({ group })).toEqual({ ok: 'OK' });
  });

  it('refuses one key declared twice with other texts', () => {
    const a = routeGroup({ saved: 'Saved' }, {});
    const b = routeGroup({ saved: 'Stored' }, {});
    expect(() => messagesOf({ a, b })).toThrow('saved');
  });
});
