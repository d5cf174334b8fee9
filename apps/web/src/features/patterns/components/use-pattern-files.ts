import type { Pattern } from '@atelier/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleError } from '@/lib/handle-error';
import { fetchPatternImage } from '@/lib/pattern-image';
import { saveFile } from '@/lib/save-file';
import { pngFileName } from './pattern-form';

/**
 * Download PNG and Open in canvas (issue 12): the image is the server's file, fetched with the
 * token (or taken from the cache the thumbnails filled). A Free owner's file carries the
 * 'Atelier' watermark; it is shown and saved as the server gives it.
 */
export function usePatternFiles() {
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async <T,>(pattern: Pattern, task: (image: Blob | null) => Promise<T> | T): Promise<T | undefined> => {
    setBusyId(pattern.id);
    try {
      const url = pattern.image_urls[0];
      return await task(url ? await fetchPatternImage(client, url) : null);
    } catch (err) {
      handleError(err);
      return undefined;
    } finally {
      setBusyId(null);
    }
  };
  return {
    busyId,
    download: (pattern: Pattern) =>
      run(pattern, (image) => {
        if (image) saveFile(image, pngFileName(pattern.name));
      }),
    /** Answers the image to paint (null: the pattern has none), or undefined when it could not be read. */
    image: (pattern: Pattern) => run(pattern, (image) => image),
  };
}
