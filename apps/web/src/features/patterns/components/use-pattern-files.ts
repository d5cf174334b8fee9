import type { Pattern } from '@atelier/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleError } from '@/lib/handle-error';
import { fetchPatternImage } from '@/lib/pattern-image';
import { saveFile } from '@/lib/save-file';
import { pngFileName } from '@/components/patterns/pattern-form';

/**
 * Download PNG and Open in canvas (issue 12): the image is the server's file, fetched with the
 * token (or taken from the cache the thumbnails filled). A Free owner's download carries the
 * 'Atelier' watermark; the canvas gets the unmarked original.
 */
export function usePatternFiles() {
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async <T,>(pattern: Pattern, task: (image: Blob | null) => Promise<T> | T, original = false): Promise<T | undefined> => {
    setBusyId(pattern.id);
    try {
      const url = pattern.image_urls[0];
      return await task(url ? await fetchPatternImage(client, original ? `${url}&original=1` : url) : null);
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
    /**
     * Answers the image to paint (null: the pattern has none), or undefined when it could not be
     * read. The owner's original, unmarked: saving a marked copy would burn the mark in (decision 036).
     */
    image: (pattern: Pattern) => run(pattern, (image) => image, true),
  };
}
