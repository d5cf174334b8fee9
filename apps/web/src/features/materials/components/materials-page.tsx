import type { Material, MaterialKind } from '@atelier/shared';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { CardGrid } from '@/components/ui/card-list';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useServerSearch } from '@/lib/use-server-search';
import { useMaterials } from '../api/materials-api';
import { materialMessages } from '../messages';
import { MaterialCard } from './material-card';
import { MaterialDeleteDialog } from './material-delete-dialog';
import { MaterialFormDialog } from './material-form-dialog';

type KindFilter = MaterialKind | 'all';
/** Which dialog is open, and for which material; one at a time. */
type Open = { kind: 'form'; material: Material | null } | { kind: 'delete'; material: Material } | null;

/**
 * /materials (decision 146): the studio's fabric and notions a page at a time, searched by the
 * server (accents ignored), narrowed to a kind or to what runs low. Premium and Enterprise; a Free
 * studio sees the plan's upgrade panel, from its route (decision 195).
 */
export function MaterialsPage() {
  return <MaterialsList />;
}

function MaterialsList() {
  const t = useMessages(materialMessages);
  const query = useServerSearch();
  const [kind, setKind] = useState<KindFilter>('all');
  // 'Low stock only' is in the address (`?low=true`): the dashboard's 'See all' opens the list so (decision 148).
  const [params, setParams] = useSearchParams();
  const lowOnly = params.get('low') === 'true';
  const setLowOnly = (low: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (low) next.set('low', 'true');
        else next.delete('low');
        return next;
      },
      { replace: true },
    );
  const list = useMaterials({ search: query.search, kind: kind === 'all' ? undefined : kind, low: lowOnly ? 'true' : undefined });
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('materials.write');
  const canDelete = useCan('materials.delete');
  const lowId = useId();
  const narrowed = !!query.search || kind !== 'all' || lowOnly;
  const close = () => setOpen(null);

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            create={canWrite && { label: t.addMaterial, onClick: () => setOpen({ kind: 'form', material: null }), ref: addButton }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
            filters={[
              {
                label: t.kindFilter,
                value: kind,
                onChange: (v) => setKind(v as KindFilter),
                options: [
                  { value: 'all', label: t.allKinds },
                  { value: 'fabric', label: t.fabric },
                  { value: 'notion', label: t.notion },
                ],
              },
            ]}
            extra={
              <div className="flex items-center gap-2">
                <Checkbox id={lowId} checked={lowOnly} onCheckedChange={(c) => setLowOnly(c === true)} />
                <Label htmlFor={lowId}>{t.lowOnly}</Label>
              </div>
            }
          />
        }
        list={list}
        loadingText={t.loading}
        emptyText={narrowed ? t.emptyFiltered : t.empty}
      >
        <CardGrid
          items={list.items}
          label={t.listLabel}
          card={(material) => (
            <MaterialCard
              material={material}
              onEdit={canWrite ? () => setOpen({ kind: 'form', material }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', material }) : undefined}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'form' && <MaterialFormDialog material={open.material} onClose={close} />}
      {open?.kind === 'delete' && <MaterialDeleteDialog material={open.material} onClose={close} />}
    </div>
  );
}
