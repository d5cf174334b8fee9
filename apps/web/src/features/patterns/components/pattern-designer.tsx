import type { Pattern } from '@atelier/shared';
import { BRUSH } from '@atelier/shared';
import { FilePlus2, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { designerMessages } from '../messages';
import { DrawingCanvas } from './drawing-canvas';
import type { DrawingSurface } from './drawing-surface';
import { SavePatternDialog } from './save-pattern-dialog';
import { ToolPanel, type ToolSettings } from './tool-panel';
import { useDesignerShortcuts } from './use-designer-shortcuts';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The designer on /patterns (decision 037): the left panel, the canvas with Undo and Redo
 * above it, and which pattern the canvas holds: a new drawing (Save creates a pattern) or one
 * opened from Your Patterns (Save updates its image), with a way back to a new one.
 */
export function PatternDesigner({
  surface,
  current,
  name,
  onNameChange,
  onNewPattern,
  onSaved,
}: {
  surface: DrawingSurface;
  current: Pattern | null;
  name: string;
  onNameChange: (name: string) => void;
  onNewPattern: () => void;
  onSaved: () => void;
}) {
  const t = useMessages(designerMessages);
  const state = useSyncExternalStore(surface.subscribe, surface.getState, surface.getState);
  const [settings, setSettings] = useState<ToolSettings>({ tool: 'brush', size: BRUSH.default, color: BRUSH.defaultColor });
  const [saving, setSaving] = useState(false);
  useDesignerShortcuts(surface);
  useEffect(() => {
    surface.tool = settings.tool;
    surface.size = settings.size;
    surface.color = settings.color;
  }, [surface, settings]);

  const shortcut = (key: string) => (MAC ? `Meta+${key}` : `Control+${key}`);
  return (
    <div
      className="grid items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]"
      data-testid="pattern-designer"
      data-busy={state.busy}
      data-history-steps={state.steps}
      data-history-bytes={state.bytes}
    >
      <ToolPanel
        name={name}
        onNameChange={onNameChange}
        settings={settings}
        onSettingsChange={setSettings}
        onClear={() => surface.clear()}
        onSave={() => setSaving(true)}
      />

      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={t.historyLabel} className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => surface.undo()} disabled={!state.canUndo} aria-keyshortcuts={shortcut('Z')}>
              <Undo2 className="h-4 w-4" aria-hidden />
              {t.undo}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => surface.redo()}
              disabled={!state.canRedo}
              aria-keyshortcuts={shortcut('Shift+Z')}
            >
              <Redo2 className="h-4 w-4" aria-hidden />
              {t.redo}
            </Button>
          </div>
          {current && (
            <Button variant="ghost" size="sm" onClick={onNewPattern}>
              <FilePlus2 className="h-4 w-4" aria-hidden />
              {t.newPattern}
            </Button>
          )}
        </div>
        <div role="status" className="rounded-lg border border-border bg-muted px-3 py-2 text-sm" data-testid="designer-current">
          {current ? t.editing({ name: current.name }) : t.newDrawing}
        </div>
        <DrawingCanvas surface={surface} />
      </div>

      {saving && (
        <SavePatternDialog
          current={current}
          panelName={name}
          exportImage={() => surface.exportPng()}
          onClose={() => setSaving(false)}
          onSaved={() => {
            setSaving(false);
            onSaved();
          }}
        />
      )}
    </div>
  );
}
