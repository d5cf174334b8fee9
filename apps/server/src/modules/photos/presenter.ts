import type { Photo } from '@atelier/shared';
import type { PhotoRow } from '../../db/schema/index.js';

/**
 * Where a photo's image is served; relative, like a stored file's URL, so it resolves against the
 * origin that serves the API. Read with the bearer token: photos are the studio's alone (decision 079).
 */
const photoImageUrl = (id: string, size: 'thumb' | 'full') => `/api/v1/photos/${id}/image?size=${size}`;

/** The record a photo belongs to: exactly one of the references is set (the table's CHECK). */
const photoSubjectId = (row: Pick<PhotoRow, 'clientId' | 'projectId' | 'measurementId' | 'fittingId' | 'materialId' | 'pieceId'>): string =>
  row.clientId ?? row.projectId ?? row.measurementId ?? row.fittingId ?? row.materialId ?? row.pieceId ?? '';

export function presentPhoto(row: PhotoRow): Photo {
  return {
    _id: row.id,
    id: row.id,
    subject: row.subject,
    subjectId: photoSubjectId(row),
    kind: row.kind,
    // Optional text is "" when not given, never null (decision 017).
    caption: row.caption ?? '',
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    url: photoImageUrl(row.id, 'full'),
    thumbnailUrl: photoImageUrl(row.id, 'thumb'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
