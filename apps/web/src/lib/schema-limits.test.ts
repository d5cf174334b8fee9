import {
  createClientBodySchema,
  createInvoiceBodySchema,
  createMeasurementBodySchema,
  createProjectBodySchema,
  invoiceItemBodySchema,
  LIMITS,
} from '@atelier/shared';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { maxLengthOf, maxLengthsOf } from './schema-limits';

describe('maxLengthOf', () => {
  it('reads a string schema, and through optional, nullable, default and pipe', () => {
    expect(maxLengthOf(z.string().max(12))).toBe(12);
    expect(maxLengthOf(z.string().trim().max(7).nullish().default(null))).toBe(7);
    expect(
      maxLengthOf(
        z
          .string()
          .max(5)
          .optional()
          .transform((v) => v ?? ''),
      ),
    ).toBe(5);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(3))).toBeUndefined();
  });

  it("gives the forms the server's limits", () => {
    expect(maxLengthsOf(createClientBodySchema).name).toBe(LIMITS.name * 2);
    expect(maxLengthsOf(createProjectBodySchema)).toMatchObject({ name: LIMITS.projectName, description: LIMITS.description });
    expect(maxLengthsOf(createInvoiceBodySchema).notes).toBeGreaterThan(0);
    expect(maxLengthsOf(invoiceItemBodySchema).description).toBeGreaterThan(0);
    expect(maxLengthsOf(createMeasurementBodySchema).notes).toBe(LIMITS.notes);
  });
});
