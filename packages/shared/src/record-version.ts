/**
 * A record's version as the API names it in `ETag` and reads it in `If-Match` (decision 090): its
 * updatedAt in milliseconds, as a weak tag. Shared so the web app can name the version of a record
 * it holds (an offline edit, decision 092) without having kept the answer's headers.
 */
export function versionTag(updatedAt: string | number | Date): string | null {
  const ms = typeof updatedAt === 'number' ? updatedAt : new Date(updatedAt).getTime();
  return Number.isFinite(ms) ? `W/"${ms}"` : null;
}
