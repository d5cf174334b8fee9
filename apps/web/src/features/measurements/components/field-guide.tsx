import { MeasurementFigure } from '@/components/ui/measurement-figure';
import { cn } from '@/lib/cn';

/**
 * How to take a measurement, under its field (decisions 135 and 136). Every field's hint stays in
 * the page for screen readers, named by its input's aria-describedby whatever has focus; only the
 * field being entered (or the one last entered) shows it, with the figure, so a phone's sixteen
 * dress fields stay short and the figure is drawn once. What a converted saved value was taken as
 * is always shown: it is about the value, not about the tape.
 */
export function FieldGuide({ id, name, hint, taken, shown }: { id: string; name: string; hint: string; taken?: string; shown: boolean }) {
  const visible = (shown && hint) || taken;
  return (
    <div
      id={id}
      data-guide-shown={shown ? '' : undefined}
      className={cn('text-xs text-muted-foreground', visible && 'mt-1.5 flex items-start gap-2')}
    >
      {shown && hint && <MeasurementFigure name={name} />}
      <p className="min-w-0">
        {hint && <span className={cn(shown ? 'block' : 'sr-only')}>{hint}</span>}
        {taken && <span className="block">{taken}</span>}
      </p>
    </div>
  );
}
