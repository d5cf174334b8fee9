import { BRUSH, PATTERN_LIMITS, QUICK_COLORS } from '@atelier/shared';
import { Eraser, Minus, Paintbrush, Save, Square, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { designerMessages } from '../messages';
import { normalizeHex, parseBrushSize } from './canvas-geometry';
import type { Tool } from './drawing-surface';
import { NumberInput } from '@/components/ui/number-input';

const TOOLS: { tool: Tool; icon: typeof Paintbrush }[] = [
  { tool: 'brush', icon: Paintbrush },
  { tool: 'eraser', icon: Eraser },
  { tool: 'line', icon: Minus },
  { tool: 'rectangle', icon: Square },
];

export type ToolSettings = { tool: Tool; size: number; color: string };

/**
 * The designer's left panel: pattern name, the tools brush, eraser, line
 * and rectangle, brush size 1 to 50, a colour picker with its hex field, the eight quick colours,
 * Clear Canvas and Save Pattern. Every control has a visible label or an accessible name; the
 * current tool and colour are pressed buttons.
 */
/** The brush size as typed: whole, 1 to 50 (decision 178). */
const BRUSH_RULE = { decimals: 0, min: BRUSH.min, max: BRUSH.max };

export function ToolPanel({
  name,
  onNameChange,
  settings,
  onSettingsChange,
  onClear,
  onSave,
}: {
  name: string;
  onNameChange: (name: string) => void;
  settings: ToolSettings;
  onSettingsChange: (settings: ToolSettings) => void;
  onClear: () => void;
  onSave: () => void;
}) {
  const t = useMessages(designerMessages);
  const headingId = useId();
  // The fields keep what is typed ('' or '#f0' on the way); the drawing uses what it means.
  const [sizeText, setSizeText] = useState(String(settings.size));
  const [hexText, setHexText] = useState(settings.color);
  // Wrong only once it cannot become a colour any more (not while '#f0' is on its way to '#f08080').
  const hexInvalid = normalizeHex(hexText) === null && (hexText.length >= 7 || /[^#0-9a-f\s]/i.test(hexText));
  const set = (patch: Partial<ToolSettings>) => onSettingsChange({ ...settings, ...patch });
  const setColor = (color: string) => {
    setHexText(color);
    set({ color });
  };

  return (
    <Card className="space-y-5 p-4" role="region" aria-labelledby={headingId} data-testid="tool-panel">
      <h2 id={headingId} className="sr-only">
        {t.panelLabel}
      </h2>
      <Field label={t.name}>
        {(p) => (
          <Input
            {...p}
            value={name}
            onChange={(e) => onNameChange(e.target.value)}
            maxLength={PATTERN_LIMITS.name}
            placeholder={t.defaultName}
            autoComplete="off"
          />
        )}
      </Field>

      <div role="group" aria-labelledby={`${headingId}-tools`} className="space-y-1.5">
        <p id={`${headingId}-tools`} className="text-sm font-medium">
          {t.tools}
        </p>
        <div className="grid grid-cols-2 gap-1.5 min-[420px]:grid-cols-4 lg:grid-cols-2">
          {TOOLS.map(({ tool, icon: Icon }) => (
            <Button
              key={tool}
              variant={settings.tool === tool ? 'primary' : 'outline'}
              size="sm"
              className="h-11 min-w-0 flex-col gap-0.5 px-1 text-xs whitespace-normal lg:h-10 lg:flex-row lg:gap-2 lg:text-sm"
              aria-pressed={settings.tool === tool}
              onClick={() => set({ tool })}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {t[tool]}
            </Button>
          ))}
        </div>
      </div>

      <Field label={t.brushSize} hint={t.brushSizeHint}>
        {(p) => (
          <NumberInput
            {...p}
            rule={BRUSH_RULE}
            value={sizeText}
            onChange={(e) => {
              setSizeText(e.target.value);
              // What is not a number draws at 1 (the spec); the field says why rather than rewriting what was typed.
              set({ size: parseBrushSize(e.target.value) });
            }}
            // An emptied field draws at 1, so it shows 1 once left: nothing typed is rewritten.
            onBlur={() => {
              if (sizeText.trim() === '') setSizeText('1');
            }}
          />
        )}
      </Field>

      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-end gap-3">
        <Field label={t.color}>
          {(p) => (
            <input
              {...p}
              type="color"
              value={settings.color}
              onChange={(e) => setColor(e.target.value)}
              className="block h-10 w-14 cursor-pointer rounded-lg border border-input bg-card p-1"
            />
          )}
        </Field>
        <Field label={t.hex} error={hexInvalid ? t.hexInvalid : undefined}>
          {(p) => (
            <Input
              {...p}
              value={hexText}
              spellCheck={false}
              autoComplete="off"
              maxLength={7}
              className="font-mono"
              onChange={(e) => {
                setHexText(e.target.value);
                const hex = normalizeHex(e.target.value);
                if (hex) set({ color: hex });
              }}
              onBlur={() => setHexText(normalizeHex(hexText) ?? settings.color)}
            />
          )}
        </Field>
      </div>

      <div role="group" aria-labelledby={`${headingId}-quick`} className="space-y-1.5">
        <p id={`${headingId}-quick`} className="text-sm font-medium">
          {t.quickColors}
        </p>
        {/* One row of eight on a phone, two of four in the desktop panel; at least 28 px each (WCAG 2.5.8). */}
        <div className="grid grid-cols-8 gap-2 lg:grid-cols-4">
          {QUICK_COLORS.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-label={t[c.name]}
              title={t[c.name]}
              aria-pressed={settings.color === c.value}
              onClick={() => setColor(c.value)}
              className={cn(
                'aspect-square w-full max-w-10 rounded-full border border-neutral-400 ' +
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                settings.color === c.value && 'ring-2 ring-ring ring-offset-2 ring-offset-card',
              )}
              style={{ backgroundColor: c.value }}
            />
          ))}
        </div>
      </div>

      <div className="grid gap-2">
        <Button variant="outline" onClick={onClear}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {t.clear}
        </Button>
        <Button onClick={onSave}>
          <Save className="h-4 w-4" aria-hidden />
          {t.save}
        </Button>
      </div>
    </Card>
  );
}
