import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE, apiClient } from './api-client';
import { queryKeys } from './query/query-keys';

/**
 * Pattern images (decision 036) are served by our API behind the bearer token, so an <img src> cannot
 * load them: they are fetched with the token in a header (never a token in a URL, decision 031)
 * and shown through an object URL. The URL carries the image's version, so a fetched Blob never
 * goes stale: it is cached by URL for the session (the query cache, not localStorage).
 */

/** The API path of an image URL the server gave, or null for anything not ours (no token leaves). */
export function imagePath(url: string): string | null {
  return url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : null;
}

export function patternImageQuery(url: string) {
  return {
    queryKey: queryKeys.patternImage(url),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Blob> => {
      const path = imagePath(url);
      if (!path) throw new Error('Not an image of this API');
      return (await apiClient.file(path, { signal })).blob;
    },
    staleTime: Infinity,
    // A thumbnail is small; keep a grid's worth around while the user moves between screens.
    gcTime: 10 * 60_000,
  };
}

/** The image as a Blob, from the cache or the API (Download PNG, Open in canvas). */
export const fetchPatternImage = (client: QueryClient, url: string): Promise<Blob> => client.fetchQuery(patternImageQuery(url));

/**
 * An object URL for an image, made while a component shows it and revoked when it unmounts or
 * the image changes. A failed or missing image answers `failed`, for the placeholder to show.
 */
export function usePatternImage(url: string | undefined): { src: string | null; isLoading: boolean; failed: boolean } {
  const query = useQuery({
    ...patternImageQuery(url ?? ''),
    enabled: !!url && imagePath(url) !== null,
    // Failures are shown as the placeholder, not toasted: one broken thumbnail is not an error to announce.
    meta: { quiet: true },
    retry: false,
  });
  const blob = query.data;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setSrc(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(blob);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return { src: blob ? src : null, isLoading: !!url && query.isPending && query.fetchStatus !== 'idle', failed: query.isError };
}
