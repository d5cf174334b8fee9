import type { TeamMember } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { ALL_ASSIGNEES, assigneeFilterOptions, assigneeName, assigneeQuery, hasTeam, MINE } from './assignees';

const member = (id: string, firstName: string, role: TeamMember['role'] = 'staff'): TeamMember => ({
  id,
  firstName,
  lastName: 'Needle',
  email: `${firstName.toLowerCase()}@example.com`,
  image: '',
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
});
const members = [member('u1', 'Ada', 'owner'), member('u2', 'Bea'), member('u3', 'Cy', 'manager')];
const texts = { all: 'Everyone', mine: 'Mine' };

/** Decision 075: the lists' assignee filter and the names shown for an assignee. */
describe('assignees', () => {
  it('sends no assigneeId for everyone, `me` for mine, and the id of a chosen member', () => {
    expect(assigneeQuery(ALL_ASSIGNEES)).toEqual({});
    expect(assigneeQuery(MINE)).toEqual({ assigneeId: 'me' });
    expect(assigneeQuery('u2')).toEqual({ assigneeId: 'u2' });
  });

  it('offers owners and managers each other member, staff only everyone and their own', () => {
    expect(assigneeFilterOptions(members, { meId: 'u1', role: 'owner', texts })).toEqual([
      { value: 'all', label: 'Everyone' },
      { value: 'me', label: 'Mine' },
      { value: 'u2', label: 'Bea Needle' },
      { value: 'u3', label: 'Cy Needle' },
    ]);
    expect(assigneeFilterOptions(members, { meId: 'u3', role: 'manager', texts }).map((o) => o.value)).toEqual(['all', 'me', 'u1', 'u2']);
    expect(assigneeFilterOptions(members, { meId: 'u2', role: 'staff', texts }).map((o) => o.value)).toEqual(['all', 'me']);
  });

  it('names a member by first and last name, else by email; an id of nobody in the studio has no name', () => {
    expect(assigneeName(members, 'u2')).toBe('Bea Needle');
    expect(assigneeName([{ ...member('u4', ''), lastName: '' }], 'u4')).toBe('@example.com');
    expect(assigneeName(members, 'gone')).toBeNull();
    expect(assigneeName(members, null)).toBeNull();
  });

  it('shows the pickers only in a studio of several people', () => {
    expect(hasTeam(members.slice(0, 1))).toBe(false);
    expect(hasTeam(members)).toBe(true);
  });
});
