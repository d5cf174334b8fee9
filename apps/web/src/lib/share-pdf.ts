import { saveFile } from './save-file';

/** What became of a PDF handed to the phone: shared (the share sheet, where Print is), saved, or the sheet closed. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** A phone or a tablet: its share sheet is how it prints; a computer downloads and prints from its reader. */
const touchFirst = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Hands a PDF (a claim check, tags, decision 153) to the phone's share sheet, from which it prints
 * or goes to a messaging app; elsewhere, or where files cannot be shared, it downloads as the
 * invoices do. A sheet the user closes is no failure. The browser may refuse to share once the
 * tap that asked is too long past (the PDF took a while to come): then the PDF downloads instead.
 */
export async function sharePdf(blob: Blob, filename: string, title: string): Promise<ShareOutcome> {
  const file = new File([blob], filename, { type: 'application/pdf' });
  const data: ShareData = { files: [file], title };
  if (touchFirst() && typeof navigator.share === 'function' && navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no tap left to share with) and the like: the download below still gives the PDF.
    }
  }
  saveFile(blob, filename);
  return 'downloaded';
}
