/** Joins class names, skipping falsy ones (small enough that no dependency is warranted). */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
