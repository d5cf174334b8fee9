/**
 * A tab for WhatsApp, opened in the click itself: a tab opened after the server's answer arrives
 * is blocked as a pop-up by most browsers. The tab is pointed at the wa.me link once the server
 * answers it, and closed if the call fails; null when the browser refused even that (the dialog
 * then shows the link to click).
 */
export function openPendingTab(): { go: (url: string) => boolean; cancel: () => void } {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  // The new page must not reach back to Atelier's (what rel="noopener" does for a link).
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      if (!tab || tab.closed) return false;
      tab.location.href = url;
      return true;
    },
    cancel: () => tab?.close(),
  };
}
