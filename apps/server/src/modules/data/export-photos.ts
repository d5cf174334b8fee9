import { EXPORT_FILES } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/actor.js';
import { toCsv } from '../../lib/csv.js';
import type { ZipEntry } from '../../lib/zip-stream.js';
import { presentPhoto } from '../photos/presenter.js';
import { photoService } from '../photos/service.js';

/** One row per photo; `file` names its full size in the ZIP's photos/ folder. */
const PHOTO_COLUMNS = ['id', 'subject', 'subjectId', 'kind', 'caption', 'width', 'height', 'file', 'createdAt'] as const;

/**
 * The studio's photos in the export (decision 079): their details as a CSV and in the JSON, and
 * each full size as photos/<id>.webp, read only when the ZIP reaches it, one at a time like the
 * pattern images (decision 054). The thumbnails are left out: they are the full size, smaller.
 */
export async function exportPhotos(ctx: AppContext, actor: Actor) {
  const service = photoService(ctx);
  const rows = await service.listStudio({ actor });
  const fileOf = (id: string) => `${EXPORT_FILES.photoFiles}${id}.webp`;
  // The API's image URLs mean nothing outside it: the file in the ZIP stands for them.
  const json = rows.map((row) => {
    const { url: _url, thumbnailUrl: _thumb, ...photo } = presentPhoto(row);
    return { ...photo, file: fileOf(row.id) };
  });
  const csv = toCsv(
    PHOTO_COLUMNS,
    json.map((p) => [p.id, p.subject, p.subjectId, p.kind, p.caption, p.width, p.height, p.file, p.createdAt]),
  );
  const files = rows.map((photo): ZipEntry => ({ name: fileOf(photo.id), data: () => service.exportFile({ photo }), compress: false }));
  return { json, csv, files };
}
