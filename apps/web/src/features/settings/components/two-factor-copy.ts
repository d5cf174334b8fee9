import { toast } from '@/lib/toast';

/** Copies text and says whether it worked (the clipboard may be refused, e.g. over plain HTTP). */
export async function copyText(text: string, messages: { copied: string; copyFailed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(messages.copied);
  } catch {
    toast.error(messages.copyFailed);
  }
}
