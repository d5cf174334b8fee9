import { CANVAS } from '@atelier/shared';
import { useEffect, useRef } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { designerMessages } from '../messages';
import type { DrawingSurface } from './drawing-surface';

/**
 * The 800 × 600 canvas, drawn at full resolution and scaled by CSS to the
 * width available, down to a 375 px phone. The drawing is white paper in both themes. The overlay
 * on top shows line and rectangle previews and takes the pointer; `touch-action: none` keeps the
 * page from scrolling or zooming under a drawing finger. Neither canvas has a border or padding,
 * so their box is exactly the bitmap (canvas-geometry.ts).
 */
export function DrawingCanvas({ surface }: { surface: DrawingSurface }) {
  const t = useMessages(designerMessages);
  const main = useRef<HTMLCanvasElement>(null);
  const overlay = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!main.current || !overlay.current) return undefined;
    return surface.attach(main.current, overlay.current);
  }, [surface]);
  return (
    <div className="w-full max-w-[800px] overflow-hidden rounded-lg border border-border shadow-sm">
      <div className="relative aspect-[4/3] w-full bg-white">
        <canvas
          ref={main}
          width={CANVAS.width}
          height={CANVAS.height}
          className="absolute inset-0 h-full w-full"
          data-testid="pattern-canvas"
          aria-hidden
        />
        <canvas
          ref={overlay}
          width={CANVAS.width}
          height={CANVAS.height}
          role="img"
          aria-label={t.canvasLabel}
          tabIndex={-1}
          className="absolute inset-0 h-full w-full cursor-crosshair touch-none select-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          data-testid="pattern-canvas-input"
        />
      </div>
    </div>
  );
}
