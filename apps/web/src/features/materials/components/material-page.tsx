import type { Material } from '@atelier/shared';
import { Bookmark, PackagePlus, Pencil, Scale, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RecordHeader, RecordPage } from '@/components/layout/record-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RecordPhotos } from '@/features/photos';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useMaterial } from '../api/materials-api';
import { materialMessages } from '../messages';
import { useMaterialLine } from './material-card';
import { MaterialDeleteDialog } from './material-delete-dialog';
import { MaterialFigures, useQuantityText } from './material-figures';
import { costPer } from './material-form';
import { MaterialFormDialog } from './material-form-dialog';
import { MaterialLedger } from './material-ledger';
import { kindLabel, unitLabelOf } from './material-texts';
import { materialUnits, perYardFromPerMetre, quantityNumber } from './material-units';
import { ReserveDialog, StockMovementDialog } from './movement-dialogs';

type Open = 'edit' | 'delete' | 'received' | 'adjusted' | 'reserve' | null;

/** The details a material has beyond its figures: price, supplier, place, nap, repeat, low-stock level, notes. */
function Details({ material }: { material: Material }) {
  const t = useMessages(materialMessages);
  const format = useFormat();
  const quantity = useQuantityText(material.measure);
  const per = costPer(material.measure, format.unit);
  const cost = material.cost === null ? null : per === 'yard' ? perYardFromPerMetre(material.cost) : material.cost;
  const perName = { metre: t.perMetre, yard: t.perYard, unit: t.perUnit }[per];
  const width = materialUnits(format.unit).width;
  const rows: [string, string][] = [
    [t.cost, cost === null ? '' : t.costShown({ cost: format.money(cost), per: perName })],
    [t.supplier, material.supplier],
    [t.location, material.location],
    [t.directional, material.directional ? t.yes : ''],
    [
      t.repeatName,
      material.repeatMm === null ? '' : `${quantityNumber(material.repeatMm, width, format.language)} ${unitLabelOf(t)(width)}`,
    ],
    [t.lowStockName, material.lowStockLevel === null ? '' : quantity(material.lowStockLevel)],
    [t.notes, material.notes],
  ];
  const shown = rows.filter(([, value]) => value);
  return (
    <section aria-labelledby="material-details-title" className="space-y-2">
      <h2 id="material-details-title" className="text-lg font-semibold">
        {t.details}
      </h2>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noDetails}</p>
      ) : (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="mb-1 break-words whitespace-pre-line sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The material's heading, its figures and the actions the role may take. */
function MaterialView({ material }: { material: Material }) {
  const t = useMessages(materialMessages);
  const navigate = useNavigate();
  const line = useMaterialLine(material);
  const canWrite = useCan('materials.write');
  const canDelete = useCan('materials.delete');
  const canReserve = useCan('materials.reserve');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="space-y-6" data-testid="material-page">
      <RecordHeader
        title={material.name}
        badges={
          <>
            <Badge variant="secondary">{kindLabel(material.kind, t)}</Badge>
            {material.low && (
              <Badge variant="destructive" aria-label={t.lowLabel({ name: material.name })} data-testid="low-badge">
                {t.low}
              </Badge>
            )}
          </>
        }
      >
        {line && <p className="text-muted-foreground">{line}</p>}
        <MaterialFigures material={material} />
        <div className="flex flex-wrap gap-2">
          {canWrite && (
            <Button onClick={() => setOpen('received')}>
              <PackagePlus className="h-4 w-4" aria-hidden /> {t.receive}
            </Button>
          )}
          {canWrite && (
            <Button variant="outline" onClick={() => setOpen('adjusted')}>
              <Scale className="h-4 w-4" aria-hidden /> {t.adjust}
            </Button>
          )}
          {canReserve && (
            <Button variant="outline" onClick={() => setOpen('reserve')}>
              <Bookmark className="h-4 w-4" aria-hidden /> {t.reserve}
            </Button>
          )}
          {canWrite && (
            <Button variant="ghost" onClick={() => setOpen('edit')} aria-label={t.edit({ name: material.name })}>
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
          )}
          {canDelete && (
            <Button
              variant="ghost"
              onClick={() => setOpen('delete')}
              aria-label={t.delete({ name: material.name })}
              className="text-destructive"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
      </RecordHeader>
      <Details material={material} />
      <RecordPhotos subject="material" subjectId={material.id} canWrite={canWrite} />
      <MaterialLedger material={material} />

      {open === 'edit' && <MaterialFormDialog material={material} onClose={close} />}
      {(open === 'received' || open === 'adjusted') && <StockMovementDialog material={material} kind={open} onClose={close} />}
      {open === 'reserve' && <ReserveDialog material={material} onClose={close} />}
      {open === 'delete' && <MaterialDeleteDialog material={material} onClose={close} onDeleted={() => void navigate('/materials')} />}
    </div>
  );
}

/**
 * /materials/:id (decision 146): one material's figures, details and ledger, with Receive and
 * Adjust (managers and owners) and Reserve for a project (staff too). A material that is not there
 * (deleted, another studio's, a mistyped address) is the app's not-found state.
 */
export function MaterialPage() {
  const { id = '' } = useParams();
  const t = useMessages(materialMessages);
  const query = useMaterial(id);
  return (
    <RecordPage query={query} list={{ to: '/materials', label: t.back }} loadingText={t.loadingMaterial} failedTitle={t.failedTitle}>
      {(material) => <MaterialView material={material} />}
    </RecordPage>
  );
}
