import { useEffect, useState } from 'react';

/**
 * A text as an SVG QR code's data URL, or null while it is drawn: the QR library loads only when a
 * screen shows one (two-factor setup, a garment's tag, decision 152).
 */
export function useQrCode(text: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => alive && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch((err: unknown) => console.error('Could not draw the QR code', err));
    return () => {
      alive = false;
    };
  }, [text]);
  return src;
}
