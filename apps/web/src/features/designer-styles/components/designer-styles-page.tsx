import type { DesignerStyle } from '@atelier/shared';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { RecordActions } from '@/components/ui/record-actions';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useServerSearch } from '@/lib/use-server-search';
import { useDeleteDesignerStyle, useDesignerStyles } from '../api/designer-styles-api';
import { designerStyleMessages } from '../messages';
import { DesignerStyleFormDialog } from './designer-style-form-dialog';
import { DesignerStyleImportDialog } from './designer-style-import-dialog';

/** Which dialog is open, and for which designer style; one at a time. */
type Open =
  { kind: 'form'; designerStyle: DesignerStyle | null } | { kind: 'delete'; designerStyle: DesignerStyle } | { kind: 'import' } | null;

/** /designer-styles, the catalogue (decision 212): the designers' styles a page at a time, searched by the server (decision 069). */
export function DesignerStylesPage() {
  const t = useMessages(designerStyleMessages);
  const query = useServerSearch();
  const list = useDesignerStyles({ search: query.search });
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('designerStyles.write');
  const canDelete = useCan('designerStyles.delete');
  const remove = useDeleteDesignerStyle();
  const close = () => setOpen(null);

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            links={
              canWrite && (
                <Button variant="outline" size="lg" onClick={() => setOpen({ kind: 'import' })}>
                  <Upload className="h-4 w-4" aria-hidden /> {t.importCsv}
                </Button>
              )
            }
            create={canWrite && { label: t.add, onClick: () => setOpen({ kind: 'form', designerStyle: null }), ref: addButton }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
          />
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search ? t.emptyFiltered : t.empty}
      >
        <CardGrid
          items={list.items}
          label={t.listLabel}
          card={(designerStyle) => (
            <DesignerStyleCard
              designerStyle={designerStyle}
              onEdit={canWrite ? () => setOpen({ kind: 'form', designerStyle }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', designerStyle }) : undefined}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'import' && <DesignerStyleImportDialog onClose={close} />}
      {open?.kind === 'form' && <DesignerStyleFormDialog designerStyle={open.designerStyle} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={[
            t.deleteDescription({ name: open.designerStyle.name }),
            open.designerStyle.pieces > 0 && t.deletePieces(open.designerStyle.pieces),
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.designerStyle.id);
          }}
        />
      )}
    </div>
  );
}

/** One designer style: its name, its note, and the buttons the user's role allows. */
function DesignerStyleCard({
  designerStyle,
  onEdit,
  onDelete,
}: {
  designerStyle: DesignerStyle;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const titleId = useId();
  const t = useMessages(designerStyleMessages);
  const format = useFormat();
  return (
    <Card className="flex w-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId}>
      <h2 id={titleId} className="truncate text-lg font-semibold">
        {designerStyle.name}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t.byDesigner({ designer: designerStyle.designer.name, number: designerStyle.styleNumber })}
      </p>
      {(designerStyle.retail !== null || designerStyle.sizes.length > 0) && (
        <p className="text-sm">
          {[
            designerStyle.retail !== null && t.retailShown({ price: format.money(designerStyle.retail) }),
            designerStyle.sizes.length > 0 && t.sizesShown({ sizes: designerStyle.sizes.join(' · ') }),
          ]
            .filter(Boolean)
            .join(' — ')}
        </p>
      )}
      {designerStyle.colours.length > 0 && <p className="text-sm text-muted-foreground">{designerStyle.colours.join(' · ')}</p>}
      {designerStyle.note && <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{designerStyle.note}</p>}
      <AppLink
        to={`/pieces?styleId=${designerStyle.id}&style=${encodeURIComponent(designerStyle.name)}`}
        className="text-sm text-primary underline underline-offset-4"
      >
        {t.stock(designerStyle.pieces)}
      </AppLink>
      {(onEdit || onDelete) && (
        <RecordActions
          onEdit={onEdit}
          editLabel={t.edit({ name: designerStyle.name })}
          onDelete={onDelete}
          deleteLabel={t.delete({ name: designerStyle.name })}
          className="mt-auto justify-end"
        />
      )}
    </Card>
  );
}
