import { z } from 'zod';
import { recordIdsSchema } from './envelope.js';
import { optionalText } from './clients.js';

/**
 * Photos kept with a client, a project or a measurement record (decision 079): judged by their
 * bytes, re-encoded without metadata (EXIF, GPS), stored as a thumbnail and a full size, counted
 * against the plan's storage and served only to the studio.
 */
/** A fitting's photos too (decision 086), and a material's: the bolt or a swatch (decision 142). */
export const PHOTO_SUBJECTS = ['client', 'project', 'measurement', 'fitting', 'material', 'piece'] as const;
export const photoSubjectSchema = z.enum(PHOTO_SUBJECTS, { error: 'Select client, project, measurement, fitting, material or piece' });
export type PhotoSubject = z.infer<typeof photoSubjectSchema>;

export const PHOTO_KINDS = ['reference', 'fabric', 'fitting', 'other'] as const;
export const photoKindSchema = z.enum(PHOTO_KINDS, { error: 'Select reference, fabric, fitting or other' });
export type PhotoKind = z.infer<typeof photoKindSchema>;
export const PHOTO_KIND_LABELS: Record<PhotoKind, string> = {
  reference: 'Style reference',
  fabric: 'Fabric swatch',
  fitting: 'Fitting photo',
  other: 'Photo',
};

export const PHOTO_LIMITS = {
  /** A phone's full-resolution photo is 3 to 12 MB; 20 MB leaves room without inviting abuse. */
  maxBytes: 20 * 1024 * 1024,
  /** The longest side of the stored full size, and of the thumbnail. */
  fullSide: 2048,
  thumbSide: 400,
  caption: 200,
  perRecord: 50,
} as const;

/** Where a photo belongs: POST /photos and GET /photos carry it in the query. */
export const photoSubjectQuerySchema = z.object({
  subject: photoSubjectSchema,
  subjectId: z.string().min(1, 'Name the record').max(200),
});

/** POST /photos?subject=…&subjectId=…&kind=…: the multipart field `photo` holds the image. */
export const uploadPhotoQuerySchema = photoSubjectQuerySchema.extend({
  kind: photoKindSchema.default('other'),
});

export const updatePhotoBodySchema = z.strictObject({
  caption: optionalText(PHOTO_LIMITS.caption, 'Caption').optional(),
  kind: photoKindSchema.optional(),
});
export type UpdatePhotoBody = z.input<typeof updatePhotoBodySchema>;

export const PHOTO_SIZES = ['thumb', 'full'] as const;
export const photoImageQuerySchema = z.object({ size: z.enum(PHOTO_SIZES, { error: 'Use thumb or full' }).default('thumb') });

export const photoSchema = recordIdsSchema.extend({
  subject: photoSubjectSchema,
  subjectId: z.string(),
  kind: photoKindSchema,
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Bytes of both stored sizes: what the photo counts against the plan's storage. */
  byteSize: z.number().int(),
  /** The full size and the thumbnail, read with the bearer token (GET /photos/{id}/image). */
  url: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;
