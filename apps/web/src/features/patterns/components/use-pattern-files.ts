import type { Pattern } from '@atelier/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleError } from '@/lib/handle-error';
import { fetchPatternImage } from '../api/pattern-image';
import { saveFile } from '@/lib/save-file';
import { pngFileName } from './pattern-form';

/**
 * Download PNG and Open in canvas: the image is the server's file, fetched with the
 * token (or taken from the cache the thumbnails filled). A Free owner's download carries the
 * 'Atelier' watermark, and so does the image the canvas gets: there is no unmarked original on
 * Free; the server lifts the mark from the pixels left untouched when the drawing is saved over
 * the pattern (decision 053).
 */
export function usePatternFiles() {
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async <T>(pattern: Pattern, task: (image: Blob | null) => Promise<T> | T, original = false): Promise<T | undefined> => {
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
     * read. It asks for the original (`original=1`), which the server answers where the plan allows
     * it: on Free it is the marked image, whose mark the server lifts again on save (decision 053).
     */
    image: (pattern: Pattern) => run(pattern, (image) => image, true),
  };
}
