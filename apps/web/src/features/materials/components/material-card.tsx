import type { Material } from '@atelier/shared';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { RecordActions } from '@/components/ui/record-actions';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { materialMessages } from '../messages';
import { MaterialFigures } from './material-figures';
import { kindLabel, unitLabelOf } from './material-texts';
import { materialUnits, quantityNumber } from './material-units';

export const materialPath = (id: string) => `/materials/${encodeURIComponent(id)}`;

/** One line under the name: colour and fibre, and a fabric's width ('Navy · Wool · 150 cm wide'). */
export function useMaterialLine(material: Material): string {
  const t = useMessages(materialMessages);
  const { unit, language } = useFormat();
  const width = materialUnits(unit).width;
  const parts = [material.colour, material.fibre];
  if (material.widthMm !== null)
    parts.push(t.wide({ width: `${quantityNumber(material.widthMm, width, language)} ${unitLabelOf(t)(width)}` }));
  return parts.filter(Boolean).join(' · ');
}

/** A material in the list: its name (opening its page), kind, Low badge, line and figures. */
export function MaterialCard({ material, onEdit, onDelete }: { material: Material; onEdit?: () => void; onDelete?: () => void }) {
  const titleId = useId();
  const t = useMessages(materialMessages);
  const line = useMaterialLine(material);
  return (
    <Card className="flex w-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId} data-testid="material-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-lg font-semibold">
            <AppLink to={materialPath(material.id)} className="hover:underline focus-visible:underline">
              {material.name}
            </AppLink>
          </h2>
          {line && <p className="truncate text-sm text-muted-foreground">{line}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          <Badge variant="secondary">{kindLabel(material.kind, t)}</Badge>
          {material.low && (
            <Badge variant="destructive" aria-label={t.lowLabel({ name: material.name })} data-testid="low-badge">
              {t.low}
            </Badge>
          )}
        </div>
      </div>
      <MaterialFigures material={material} />
      {(onEdit || onDelete) && (
        <RecordActions
          onEdit={onEdit}
          editLabel={t.edit({ name: material.name })}
          onDelete={onDelete}
          deleteLabel={t.delete({ name: material.name })}
          className="mt-auto justify-end"
        />
      )}
    </Card>
  );
}
