import { saveFile } from './save-file';

/**
 * Hands a file to the phone's share sheet, where the studio picks its receipt printer or the
 * printing app (decision 155); where files cannot be shared (most desktops), it is downloaded.
 * A share the person dismissed is no error.
 */
export async function shareFile(blob: Blob, filename: string, title: string): Promise<void> {
  const file = new File([blob], filename, { type: blob.type || 'application/pdf' });
  const nav = navigator as Navigator & { canShare?: (data: ShareData) => boolean };
  if (typeof nav.share === 'function' && nav.canShare?.({ files: [file] })) {
    try {
      await nav.share({ files: [file], title });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // A share refused for another reason (no permission in a frame): the download still works.
    }
  }
  saveFile(blob, filename);
}
