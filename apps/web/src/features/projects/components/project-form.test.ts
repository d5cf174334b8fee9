import type { Project } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { formatWholeDollars } from '@/lib/format';
import { emptyProjectForm, projectToForm, toCreateProjectBody, toUpdateProjectBody } from './project-form';

const project = (over: Partial<Project>): Project => ({
  _id: 'p',
  id: 'p',
  clientId: { _id: 'c1', id: 'c1', name: 'Grace Hopper' },
  name: 'Gown',
  description: '',
  type: 'Evening Dress',
  status: 'planning',
  priority: 'low',
  progress: 0,
  dueDate: null,
  budget: null,
  assigneeId: null,
  code: 'P-0001',
  stages: [],
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('project revenue', () => {
  it('shows revenue in whole US dollars', () => {
    expect(formatWholeDollars(1249.8)).toBe('$1,250');
    expect(formatWholeDollars(0)).toBe('$0');
  });
});

describe('project form bodies', () => {
  it('needs client, name and type, by the rules and words of the shared schema the server uses', () => {
    expect(toCreateProjectBody(emptyProjectForm())).toEqual({
      ok: false,
      errors: { clientId: 'Select a client', name: 'Name is required', type: 'Select a project type' },
    });
  });

  it('refuses what the server would refuse, with its messages: progress over 100, a budget that is not a number or has 3 decimals', () => {
    const v = { ...emptyProjectForm(), clientId: 'c1', name: 'Gown', type: 'Suit' };
    expect(toCreateProjectBody({ ...v, progress: '150' })).toEqual({ ok: false, errors: { progress: 'At most 100' } });
    expect(toUpdateProjectBody({ ...v, budget: 'lots' })).toEqual({ ok: false, errors: { budget: 'Write a number, like 1,290.5' } });
    expect(toCreateProjectBody({ ...v, budget: '10.125' })).toEqual({ ok: false, errors: { budget: 'At most 2 decimals' } });
  });

  it('keeps a French budget exactly as typed (decision 178): 3 200,50 is 3200.5, never 320050', () => {
    const v = { ...emptyProjectForm(), clientId: 'c1', name: 'Robe', type: 'Suit' };
    const fr = { language: 'fr', currency: 'EUR' };
    const built = toCreateProjectBody({ ...v, budget: '3 200,50', progress: '40 %' }, fr);
    expect(built.ok && built.body).toMatchObject({ budget: 3200.5, progress: 40 });
    const edited = toUpdateProjectBody({ ...v, budget: '1\u202f290,00' }, '', { typedIn: fr });
    expect(edited.ok && edited.body.budget).toBe(1290);
    expect(toCreateProjectBody({ ...v, budget: '1.290' }, fr).ok).toBe(false);
  });

  it('omits empty description, due date and budget on create; sends the budget as a number when given', () => {
    const v = { ...emptyProjectForm(), clientId: 'c1', name: ' Gown ', type: 'Suit' };
    expect(toCreateProjectBody(v)).toEqual({
      ok: true,
      body: { clientId: 'c1', name: 'Gown', type: 'Suit', status: 'planning', priority: 'low', progress: 0 },
    });
    const full = toCreateProjectBody({ ...v, description: 'Silk', dueDate: '2030-05-01', budget: '1250.50', progress: '40' });
    expect(full.ok && full.body).toMatchObject({ description: 'Silk', dueDate: '2030-05-01', budget: 1250.5, progress: 40 });
  });

  it('refuses progress outside 0 to 100 or not whole', () => {
    const v = { ...emptyProjectForm(), clientId: 'c1', name: 'Gown', type: 'Suit' };
    expect(toCreateProjectBody({ ...v, progress: '101' }).ok).toBe(false);
    expect(toCreateProjectBody({ ...v, progress: '4.5' }).ok).toBe(false);
  });

  it('clears emptied optional fields on edit with null', () => {
    const form = projectToForm(project({ description: 'x', dueDate: '2030-05-01T00:00:00.000Z', budget: 10 }));
    expect(form.dueDate).toBe('2030-05-01');
    const built = toUpdateProjectBody({ ...form, description: '', dueDate: '', budget: '' });
    expect(built.ok && built.body).toMatchObject({ description: null, dueDate: null, budget: null, clientId: 'c1' });
  });

  it('sends the assignee on create only when chosen, and on edit only when changed (null to unassign)', () => {
    const v = { ...emptyProjectForm(), clientId: 'c1', name: 'Gown', type: 'Suit' };
    const plain = toCreateProjectBody(v);
    expect(plain.ok && 'assigneeId' in plain.body).toBe(false);
    const chosen = toCreateProjectBody({ ...v, assigneeId: 'u2' });
    expect(chosen.ok && chosen.body.assigneeId).toBe('u2');
    const form = projectToForm(project({ assigneeId: 'u2' }));
    expect(form.assigneeId).toBe('u2');
    const same = toUpdateProjectBody(form, 'u2');
    expect(same.ok && 'assigneeId' in same.body).toBe(false);
    const cleared = toUpdateProjectBody({ ...form, assigneeId: '' }, 'u2');
    expect(cleared.ok && cleared.body.assigneeId).toBeNull();
    const moved = toUpdateProjectBody({ ...form, assigneeId: 'u3' }, 'u2');
    expect(moved.ok && moved.body.assigneeId).toBe('u3');
  });

  it('sends no progress for a project whose stages set it (decision 077)', () => {
    const form = projectToForm(project({ progress: 29 }));
    const built = toUpdateProjectBody({ ...form, progress: '80' }, form.assigneeId, { withProgress: false });
    expect(built.ok && 'progress' in built.body).toBe(false);
    const plain = toUpdateProjectBody({ ...form, progress: '80' });
    expect(plain.ok && plain.body.progress).toBe(80);
  });
});
