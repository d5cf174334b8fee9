import { toast } from './toast';

/**
 * Copies text and says whether it worked, in the caller's words: the clipboard may be refused
 * (plain HTTP, a denied permission), and then the user must know to copy by hand.
 */
export async function copyText(text: string, messages: { copied: string; copyFailed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(messages.copied);
  } catch {
    toast.error(messages.copyFailed);
  }
}
