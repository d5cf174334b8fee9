import { useEffect } from 'react';
import type { DrawingSurface } from './drawing-surface';

/** Typing in a field keeps the field's own undo; a dialog's keys are the dialog's. */
function isOwnedElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || !!target.closest('input, textarea, select, [role="dialog"]');
}

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (and Ctrl+Y) redoes, anywhere on the page except
 * in a text field or a dialog, so the name field's own undo keeps working.
 */
export function useDesignerShortcuts(surface: DrawingSurface): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isOwnedElsewhere(e.target) || document.querySelector('[role="dialog"]')) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) surface.undo();
      else if ((key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey)) surface.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [surface]);
}
