import type { Pattern, PatternLayout } from '@atelier/shared';
import { useId } from 'react';
import { useQuantityText } from '@/features/materials';
import { useMessages } from '@/lib/i18n/i18n';
import { useObjectUrl } from '@/lib/object-url';
import { useFormat } from '@/lib/use-format';
import { useLayoutSvg } from '../api/layouts-api';
import { layoutMessages } from '../messages';
import { useWidthUnit } from './layout-fabric-fields';
import { boughtLengthMm } from './layout-form';

/** A layout's length as a tailor buys it, in the studio's unit: '2.14 m', '2 3/8 yd'. */
export function useLengthText() {
  const { unit } = useFormat();
  const quantity = useQuantityText('length');
  return (mm: number) => quantity(boughtLengthMm(mm, unit));
}

/** The fabric a layout was laid on: its name, or 'a fabric to buy'. */
export function useFabricName() {
  const t = useMessages(layoutMessages);
  return (layout: PatternLayout) => layout.material?.name ?? t.aFabricToBuy;
}

/**
 * A layout: the length needed (the pattern's one yardage, decision 187: no other estimate beside it),
 * the fabric used, and the drawing (fetched with the token, decision 031) described in words for
 * those who cannot see it.
 */
export function LayoutResult({ pattern, layout }: { pattern: Pattern; layout: PatternLayout }) {
  const t = useMessages(layoutMessages);
  const format = useFormat();
  const width = useWidthUnit();
  const length = useLengthText();
  const fabricName = useFabricName();
  const headingId = useId();
  const percent = (n: number) => new Intl.NumberFormat(format.language, { style: 'percent', maximumFractionDigits: 0 }).format(n);
  const fabric = fabricName(layout);
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="layout-result">
      <div>
        <h3 id={headingId} className="text-base font-semibold">
          {t.result}
        </h3>
        <p className="text-sm text-muted-foreground">{t.resultOn({ fabric, width: width.text(layout.widthMm) })}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t.lengthNeeded}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="layout-length">
            {length(layout.lengthMm)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t.efficiency}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="layout-efficiency">
            {percent(layout.efficiency)}
          </dd>
        </div>
      </dl>
      <LayoutDrawing
        pattern={pattern}
        layout={layout}
        alt={t.drawingAlt({
          name: pattern.name,
          fabric,
          width: width.text(layout.widthMm),
          pieces: layout.placements.length,
          length: length(layout.lengthMm),
        })}
      />
    </section>
  );
}

function LayoutDrawing({ pattern, layout, alt }: { pattern: Pattern; layout: PatternLayout; alt: string }) {
  const t = useMessages(layoutMessages);
  const svg = useLayoutSvg(pattern.id, layout.id);
  const src = useObjectUrl(svg.data);
  return (
    <div className="flex max-h-[60vh] min-h-40 w-full items-start justify-center overflow-auto rounded-lg border border-border bg-white">
      {src ? (
        <img src={src} alt={alt} className="h-auto w-full max-w-md" data-testid="layout-drawing" />
      ) : (
        <p className="self-center px-4 text-center text-sm text-neutral-700" role={svg.isError ? 'alert' : 'status'}>
          {svg.isError ? t.drawingFailed : t.drawingLoading}
        </p>
      )}
    </div>
  );
}
