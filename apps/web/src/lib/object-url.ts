import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob fetched with the bearer token (an <img src> cannot send it, decision
 * 031), made while a component shows it and revoked when it unmounts or the Blob changes, so a
 * closed viewer leaves no full-size image held in memory by its URL.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
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
  return blob ? src : null;
}
