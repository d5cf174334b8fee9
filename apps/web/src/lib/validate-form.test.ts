import { addChecks, ALL_CHECKS, createProjectBodySchema, LIMITS } from '@atelier/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { languageSetting } from './i18n/i18n';
import { validateBody } from './validate-form';

afterEach(() => languageSetting.set(undefined));

describe('a form’s refusal from the shared schema (decision 204)', () => {
  it('is in the member’s language, its numbers written their way', async () => {
    addChecks('fr', ALL_CHECKS.fr);
    languageSetting.set('fr');
    const body = { clientId: '00000000-0000-4000-8000-000000000000', name: '', type: 'Skirt' as const, budget: LIMITS.budgetMax + 1 };
    const result = validateBody(createProjectBodySchema, body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.budget?.replace(/\s/g, ' ')).toBe('Le budget doit être d’au plus 10 000 000');
  });

  it('is the schema’s English for an English member', () => {
    const result = validateBody(createProjectBodySchema, {
      clientId: '00000000-0000-4000-8000-000000000000',
      name: 'Robe',
      type: 'Skirt',
      budget: -1,
    });
    expect(result.ok ? null : result.errors.budget).toBe('Budget cannot be negative');
  });
});
