import type { ProjectMaterialLine } from '@atelier/shared';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { materialPath, useQuantityText } from '@/features/materials';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { projectMaterialMessages } from '../messages';
import type { LineAction } from './line-dialogs';

/**
 * One line of the bill: the material (opening its page), what is needed, reserved, cut and left to
 * reserve in the studio's units, its cost for those who see prices, and what the role may do.
 */
export function BillLine({
  line,
  showCost,
  canWrite,
  canReserve,
  onAction,
  onRemove,
}: {
  line: ProjectMaterialLine;
  showCost: boolean;
  canWrite: boolean;
  canReserve: boolean;
  onAction: (action: LineAction) => void;
  onRemove: () => void;
}) {
  const t = useMessages(projectMaterialMessages);
  const format = useFormat();
  const quantity = useQuantityText(line.material.measure);
  const name = line.material.name;
  const figures = [
    { label: t.needed, value: line.quantity, testId: 'needed' },
    { label: t.reserved, value: line.reserved, testId: 'reserved' },
    { label: t.cut, value: line.cut, testId: 'cut' },
    { label: t.toReserve, value: line.toReserve, testId: 'to-reserve' },
  ];
  return (
    <li className="space-y-2 rounded-md border border-border p-3" data-testid="bill-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <AppLink to={materialPath(line.material.id)} className={`${inlineLinkClasses} font-medium break-words`}>
          {name}
        </AppLink>
        <span className="text-xs text-muted-foreground">{t.available({ quantity: quantity(line.material.available) })}</span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {figures.map((f) => (
          <div key={f.testId} className="min-w-0 rounded-lg bg-muted px-2 py-1.5">
            <dt className="truncate text-xs text-muted-foreground">{f.label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={f.testId}>
              {quantity(f.value)}
            </dd>
          </div>
        ))}
        {showCost && (
          <div className="min-w-0 rounded-lg bg-muted px-2 py-1.5">
            <dt className="truncate text-xs text-muted-foreground">{t.lineCost}</dt>
            <dd className="font-semibold tabular-nums" data-testid="line-cost">
              {line.cost === null ? t.noCost : format.money(line.cost)}
            </dd>
          </div>
        )}
      </dl>
      {(canWrite || canReserve) && (
        <div className="flex flex-wrap justify-end gap-1">
          {canReserve && (
            <>
              <Button variant="outline" size="sm" aria-label={t.reserveOf({ name })} onClick={() => onAction('reserve')}>
                {t.reserve}
              </Button>
              <Button variant="outline" size="sm" aria-label={t.cutOf({ name })} onClick={() => onAction('cut')}>
                {t.cutButton}
              </Button>
            </>
          )}
          {canWrite && (
            <>
              <Button variant="ghost" size="sm" aria-label={t.editOf({ name })} onClick={() => onAction('edit')}>
                {t.edit}
              </Button>
              <Button variant="ghost" size="sm" aria-label={t.removeOf({ name })} onClick={onRemove} className="text-destructive">
                {t.remove}
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
