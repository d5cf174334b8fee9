import { z } from 'zod';
import { answeredUnitSchema, measurementSchema } from './measurements.js';

/**
 * The earlier values of a measurement record (decision 130): who changed which measurement, from
 * what to what, and when. A record's answer carries its latest `MEASUREMENT_REVISIONS_SHOWN`
 * changes, newest first; the client page its latest few.
 */
export const MEASUREMENT_REVISIONS_SHOWN = 50;

export const measurementRevisionSchema = z.object({
  id: z.string(),
  /** The measurement's name as the edit wrote it ('Waist'). */
  name: z.string(),
  /** The size before the edit, exact as stored; null when the edit added this measurement. */
  from: z.number().nullable(),
  /** The unit `from` was in; it differs from `unit` only when the edit changed the unit. Null with `from`. */
  fromUnit: answeredUnitSchema.nullable(),
  /** The size after the edit, exact as stored; null when the edit removed this measurement. */
  to: z.number().nullable(),
  /** The unit `to` is in (the one `from` was in when the measurement was removed). An angle is in degrees whatever it says (decision 124). */
  unit: answeredUnitSchema,
  /** The member who made the change; null once their account is deleted. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type MeasurementRevision = z.infer<typeof measurementRevisionSchema>;

/** One record as GET and PATCH /measurements/{id} answer it: the record and its latest changes. */
export const measurementRecordSchema = measurementSchema.extend({ revisions: z.array(measurementRevisionSchema) });
export type MeasurementRecord = z.infer<typeof measurementRecordSchema>;

/** A change as the client page lists it: which record (and garment) it was made in. */
export const clientRevisionSchema = measurementRevisionSchema.extend({ measurementId: z.string(), garmentName: z.string() });
export type ClientRevision = z.infer<typeof clientRevisionSchema>;
