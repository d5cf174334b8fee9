import { useLayoutEffect, useRef } from 'react';
import { drawing } from '@/lib/measurement-figure';
import { cn } from '@/lib/cn';

/**
 * The portal's figure of where to measure, in the studio's form (decision 136): the one drawing
 * (`lib/measurement-figure.ts`) mounted as it is, coloured by the theme's tokens, so the studio and
 * the client see the same mark. Decorative: the field's label and hint say it in words.
 */
export function MeasurementFigure({ name, className }: { name: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(drawing(name));
  }, [name]);
  return (
    <span
      ref={ref}
      aria-hidden
      data-measurement-figure={name}
      className={cn(
        'inline-flex shrink-0 overflow-hidden rounded-lg bg-muted',
        '[&_.fig]:fill-none [&_.fig]:stroke-muted-foreground [&_.fig]:[stroke-linecap:round] [&_.fig]:[stroke-linejoin:round] [&_.fig]:[stroke-width:1.5]',
        '[&_.mark]:fill-none [&_.mark]:stroke-mark [&_.mark]:[stroke-linecap:round] [&_.mark]:[stroke-width:3]',
        className,
      )}
    />
  );
}
