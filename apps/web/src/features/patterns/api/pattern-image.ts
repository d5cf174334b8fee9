import { API, type RouteInput } from '@atelier/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API_BASE, callFile } from '@/lib/api-client';
import { useObjectUrl } from '@/lib/object-url';

/**
 * A pattern image as a Blob, by its versioned URL (a new image is a new URL). Not the image
 * route's key (lib/query/route-keys.ts), on purpose: that one starts with the patterns resource,
 * and every pattern change refreshes that resource, which would fetch every image again for nothing.
 */
const patternImageKey = (url: string) => ['pattern-image', url] as const;

/**
 * Pattern images (decision 036) are served by our API behind the bearer token, so an <img src> cannot
 * load them: they are fetched with the token in a header (never a token in a URL, decision 031)
 * and shown through an object URL. The URL carries the image's version, so a fetched Blob never
 * goes stale: it is cached by URL for the session (the query cache, not localStorage).
 */

type ImageInput = RouteInput<typeof API.patterns.image>;
const IMAGE_PATH = new RegExp(`^${API_BASE}/patterns/([^/]+)/image$`);

/** The image route's inputs in an image URL the server gave, or null for anything else (no token leaves). */
export function imageInput(url: string): ImageInput | null {
  const [path = '', search = ''] = url.split('?', 2);
  const id = IMAGE_PATH.exec(path)?.[1];
  if (!id) return null;
  const query = new URLSearchParams(search);
  const v = query.get('v');
  try {
    return {
      params: { id: decodeURIComponent(id) },
      query: { ...(v !== null ? { v } : {}), ...(query.get('original') === '1' ? { original: '1' as const } : {}) },
    };
  } catch {
    return null;
  }
}

/** GET /patterns/{id}/image by the image's URL: the one factory of its options (decision 120). */
export function patternImageQueryOptions(url: string) {
  return queryOptions({
    queryKey: patternImageKey(url),
    queryFn: async ({ signal }): Promise<Blob> => {
      const input = imageInput(url);
      if (!input) throw new Error('Not an image of this API');
      return (await callFile(API.patterns.image, input, { signal })).blob;
    },
    staleTime: Infinity,
    // A thumbnail is small; keep a grid's worth around while the user moves between screens.
    gcTime: 10 * 60_000,
  });
}

/** The image as a Blob, from the cache or the API (Download PNG, Open in canvas). */
export const fetchPatternImage = (client: QueryClient, url: string): Promise<Blob> => client.fetchQuery(patternImageQueryOptions(url));

/**
 * An object URL for an image, made while a component shows it and revoked when it unmounts or
 * the image changes. A failed or missing image answers `failed`, for the placeholder to show.
 */
export function usePatternImage(url: string | undefined): { src: string | null; isLoading: boolean; failed: boolean } {
  const query = useQuery({
    ...patternImageQueryOptions(url ?? ''),
    enabled: !!url && imageInput(url) !== null,
    // Failures are shown as the placeholder, not toasted: one broken thumbnail is not an error to announce.
    meta: { quiet: true },
    retry: false,
  });
  const src = useObjectUrl(query.data);
  return { src, isLoading: !!url && query.isPending && query.fetchStatus !== 'idle', failed: query.isError };
}
