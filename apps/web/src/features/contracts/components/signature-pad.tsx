import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

type Pad = {
  clear(): void;
  isEmpty(): boolean;
  toDataURL(type?: string): string;
  off(): void;
  addEventListener(type: string, fn: () => void): void;
};

/**
 * A drawing pad for a signature (decision 159): the maintained signature_pad library, loaded only
 * when a signature is drawn. Its PNG is handed up after each stroke, null once cleared. The canvas
 * is named for assistive technology; typing the name is the keyboard's way to sign.
 */
export function SignaturePad({
  label,
  clearLabel,
  onChange,
}: {
  label: string;
  clearLabel: string;
  onChange: (png: string | null) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<Pad | null>(null);
  const labelId = useId();
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let live = true;
    void import('signature_pad').then(({ default: SignaturePadLib }) => {
      const el = canvas.current;
      if (!live || !el) return;
      // Drawn at the screen's density, so the stroke is sharp on a phone.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      const made = new SignaturePadLib(el, { penColor: '#111111', minWidth: 0.8, maxWidth: 2.6 }) as unknown as Pad;
      made.addEventListener('endStroke', () => changed.current(made.isEmpty() ? null : made.toDataURL('image/png')));
      pad.current = made;
    });
    return () => {
      live = false;
      pad.current?.off();
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    changed.current(null);
  };

  return (
    <div className="space-y-2" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        data-testid="signature-canvas"
        className="h-40 w-full touch-none rounded-md border border-input bg-white"
      />
      <Button type="button" variant="outline" onClick={clear}>
        {clearLabel}
      </Button>
    </div>
  );
}
