import { API, type Photo, type PhotoKind, type PhotoSubject, type UpdatePhotoBody } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, callFile } from '@/lib/api-client';
import { useObjectUrl } from '@/lib/object-url';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { routeKey } from '@/lib/query/route-keys';

const routes = API.photos;

/** The photos of a client, a project or a measurement record (decision 079), read by the three screens that show them. */
export type PhotoOwner = { subject: PhotoSubject; subjectId: string };

/** GET /photos of one record: the one factory of its options (decision 120). */
export const photosQueryOptions = (owner: PhotoOwner) =>
  queryOptions({
    queryKey: routeKey(routes.list, { query: { subject: owner.subject, subjectId: owner.subjectId } }),
    queryFn: async ({ signal }) => (await call(routes.list, { query: { ...owner } }, { signal })).photos,
  });
const photoListKey = (owner: PhotoOwner) => photosQueryOptions(owner).queryKey;

/** A photo changes what the plan's storage holds (Settings, Data). */
const storageKey = routeKey(API.files.storage);

export function usePhotos(owner: PhotoOwner) {
  return useQuery({ ...photosQueryOptions(owner), enabled: !!owner.subjectId });
}

function replaceIn(client: QueryClient, owner: PhotoOwner, change: (photos: Photo[]) => Photo[]) {
  client.setQueryData(photoListKey(owner), (photos) => (photos ? change(photos) : photos));
}

/** POST /photos with the file as multipart field `photo`, reporting its progress (decision 081). */
export function uploadPhoto(owner: PhotoOwner, kind: PhotoKind, file: File, onProgress: (fraction: number) => void, signal: AbortSignal) {
  return uploadWithProgress(routes.upload, {
    query: { subject: owner.subject, subjectId: owner.subjectId, kind },
    field: 'photo',
    file,
    onProgress,
    signal,
  }).then((data) => data.photo);
}

/**
 * What an upload that succeeded changes: the photo shows at once in the record's grid, and the
 * list and the storage used are read again, as each file lands.
 */
export function usePhotoUploaded(owner: PhotoOwner): (photo: Photo) => void {
  const client = useQueryClient();
  return (photo) => {
    replaceIn(client, owner, (photos) => (photos.some((p) => p.id === photo.id) ? photos : [...photos, photo]));
    void client.invalidateQueries({ queryKey: photoListKey(owner) });
    void client.invalidateQueries({ queryKey: storageKey });
  };
}

export function useUpdatePhoto(owner: PhotoOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePhotoBody }) => call(routes.update, { params: { id }, body }),
    onSuccess: ({ photo }) => {
      replaceIn(client, owner, (photos) => photos.map((p) => (p.id === photo.id ? photo : p)));
      toast.success(routeText(routes.update));
    },
  });
}

export function useDeletePhoto(owner: PhotoOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      replaceIn(client, owner, (photos) => photos.filter((p) => p.id !== id));
      void client.invalidateQueries({ queryKey: photoListKey(owner) });
      void client.invalidateQueries({ queryKey: storageKey });
      toast.success(routeText(routes.remove));
    },
  });
}

export type PhotoSize = 'thumb' | 'full';

/**
 * One size of a photo as an object URL, fetched with the bearer token (an <img src> cannot send
 * it). Keyed by the URL the server gave, not under the photos resource: refreshing a list must not
 * fetch every image again, and a caption edit does not change the picture. A failure shows as the
 * placeholder, not a toast.
 */
export function photoImageQueryOptions(photo: Photo, size: PhotoSize) {
  const url = size === 'full' ? photo.url : photo.thumbnailUrl;
  return queryOptions({
    queryKey: ['photo-image', url],
    queryFn: async ({ signal }) => (await callFile(routes.image, { params: { id: photo.id }, query: { size } }, { signal })).blob,
    staleTime: Infinity,
    // A full size is large: let it go soon after the viewer closes; thumbnails stay for a while.
    gcTime: size === 'full' ? 30_000 : 10 * 60_000,
    meta: { quiet: true },
    retry: false,
  });
}

export function usePhotoImage(photo: Photo, size: PhotoSize): { src: string | null; failed: boolean } {
  const query = useQuery(photoImageQueryOptions(photo, size));
  return { src: useObjectUrl(query.data), failed: query.isError };
}
