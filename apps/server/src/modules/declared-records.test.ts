import { ALL_ROUTES, PERMISSIONS, type RouteDeclaration } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { RECORD_TABLES } from '../lib/store-tables.js';

/**
 * The studio routes whose `:id` is not one of the studio's own records, and where its rule lives
 * instead. Every other studio route with an `:id` declares the record it names (decision 193), so
 * handle() finds it the studio's before the handler runs and no service repeats the check.
 */
const NOT_A_STUDIO_RECORD: Record<string, string> = {
  // A published pattern is readable by every studio (decision 036): lib/access.ts readableRecord.
  'GET /patterns/:id': 'readable',
  'GET /patterns/:id/compare': 'readable',
  'POST /patterns/:id/copy': 'readable',
  'GET /patterns/:id/image': 'readable',
  'GET /patterns/:id/layouts': 'readable',
  'POST /patterns/:id/layouts': 'readable',
  'GET /patterns/:id/layouts/:layoutId': 'readable',
  'GET /patterns/:id/layouts/:layoutId.svg': 'readable',
  'GET /patterns/:id/pdf': 'readable',
  'GET /patterns/:id/svg': 'readable',
  'GET /patterns/:id/versions': 'readable',
  'PATCH /patterns/public/:id': 'readable',
  // A receipt is the account's, not the studio's: lib/access.ts ownRecord.
  'GET /subscriptions/receipts/:id/pdf': 'account',
  // A member's id is their account's: team/members.ts finds them among the studio's members.
  'DELETE /team/members/:id': 'member',
  'PATCH /team/members/:id': 'member',
};

const key = (route: RouteDeclaration) => `${route.method} ${route.path}`;
const studioRoute = (route: RouteDeclaration) => (PERMISSIONS as readonly string[]).includes(route.access);
const namesId = (route: RouteDeclaration) => route.path.split('/').includes(':id');

describe('declared records (decision 193)', () => {
  it('every studio route with an :id declares the record it names, or says here why it names none', () => {
    const undeclared = ALL_ROUTES.filter((r) => studioRoute(r) && namesId(r) && !r.record).map(key);
    expect(undeclared.filter((k) => !(k in NOT_A_STUDIO_RECORD))).toEqual([]);
  });

  it('keeps no exception for a route that is gone or now declares its record', () => {
    const stale = Object.keys(NOT_A_STUDIO_RECORD).filter((k) => !ALL_ROUTES.some((r) => key(r) === k && !r.record && studioRoute(r)));
    expect(stale).toEqual([]);
  });

  it('finds a studio table for every record a route declares', () => {
    for (const route of ALL_ROUTES.filter((r) => r.record)) expect(RECORD_TABLES[route.record!], key(route)).toBeDefined();
  });
});
