import type { Piece } from '@atelier/shared';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { RecordActions } from '@/components/ui/record-actions';
import { PhotosButton, PhotosDialog } from '@/features/photos';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useAddressedSearch } from '@/lib/use-server-search';
import { useDeletePiece, usePieces } from '../api/pieces-api';
import { pieceMessages } from '../messages';
import { PieceFormDialog } from './piece-form-dialog';
import { PieceTagMenu } from './piece-tag-menu';

/** Which dialog is open, and for which piece; one at a time. */
type Open = { kind: 'form'; piece: Piece | null } | { kind: 'delete'; piece: Piece } | { kind: 'photos'; piece: Piece } | null;

/** `?styleId=` keeps one style's stock (the catalogue's link), `?style=` names it above the list. */
export const STYLE_PARAM = 'styleId';
export const STYLE_NAME_PARAM = 'style';

/**
 * /pieces (decision 215): every gown, veil and accessory the boutique holds a page at a time,
 * searched by the server (decision 069); one style's stock when the catalogue's link asks for it.
 */
export function PiecesPage() {
  const t = useMessages(pieceMessages);
  const query = useAddressedSearch();
  const [params, setParams] = useSearchParams();
  const styleId = params.get(STYLE_PARAM) ?? undefined;
  const list = usePieces({ search: query.search, styleId });
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canWrite = useCan('pieces.write');
  const canDelete = useCan('pieces.delete');
  const remove = useDeletePiece();
  const close = () => setOpen(null);
  const styleName = params.get(STYLE_NAME_PARAM) ?? list.items[0]?.style.name ?? '';

  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            create={canWrite && { label: t.add, onClick: () => setOpen({ kind: 'form', piece: null }), ref: addButton }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
          />
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search || styleId ? t.emptyFiltered : t.empty}
      >
        {styleId && (
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <p className="text-sm font-medium break-words">{t.oneStyle({ style: styleName })}</p>
            <Button variant="outline" size="sm" onClick={() => setParams({})}>
              <X className="h-4 w-4" aria-hidden /> {t.allStyles}
            </Button>
          </div>
        )}
        <CardGrid
          items={list.items}
          label={t.listLabel}
          card={(piece) => (
            <PieceCard
              piece={piece}
              onPhotos={() => setOpen({ kind: 'photos', piece })}
              onEdit={canWrite ? () => setOpen({ kind: 'form', piece }) : undefined}
              onDelete={canDelete ? () => setOpen({ kind: 'delete', piece }) : undefined}
            />
          )}
        />
      </ListPage>

      {open?.kind === 'form' && <PieceFormDialog piece={open.piece} onClose={close} />}
      {open?.kind === 'photos' && (
        <PhotosDialog subject="piece" subjectId={open.piece.id} name={open.piece.code} canWrite={canWrite} onClose={close} />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription({ code: open.piece.code })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={close}
          action={async () => {
            await remove.mutateAsync(open.piece.id);
          }}
        />
      )}
    </div>
  );
}

/** A piece's condition as a badge: a damaged one stands out. */
export function ConditionBadge({ piece }: { piece: Pick<Piece, 'condition'> }) {
  const t = useMessages(pieceMessages);
  return <Badge variant={piece.condition === 'damaged' ? 'destructive' : 'secondary'}>{t[piece.condition]}</Badge>;
}

/** One piece: its code, its style and designer, its size, colour and place, its tag and the buttons the role allows. */
function PieceCard({
  piece,
  onPhotos,
  onEdit,
  onDelete,
}: {
  piece: Piece;
  onPhotos: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const titleId = useId();
  const t = useMessages(pieceMessages);
  const labels = useLabels();
  const format = useFormat();
  const details = [piece.size && t.sizeShown({ size: piece.size }), piece.colour].filter(Boolean).join(' · ');
  const rental =
    piece.rental && t.rentalShown({ price: format.money(piece.rental.price), period: labels.rentalPeriod(piece.rental.period) });
  return (
    <Card className="flex w-full flex-col gap-2 p-5" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="font-mono text-lg font-semibold">
          {piece.code}
        </h2>
        <ConditionBadge piece={piece} />
      </div>
      <p className="font-medium break-words">{piece.style.name}</p>
      <p className="text-sm break-words text-muted-foreground">
        {piece.style.designer.name} · {piece.style.styleNumber}
      </p>
      {details && <p className="text-sm">{details}</p>}
      {piece.location && <p className="text-sm break-words text-muted-foreground">{piece.location}</p>}
      {rental && (
        <p className="text-sm">
          {rental}
          {' · '}
          {/* Its history and earnings are the rentals page's, filtered to it (decision 224). */}
          <AppLink to={`/rentals?pieceId=${piece.id}&piece=${encodeURIComponent(piece.code)}`} className={inlineLinkClasses}>
            {t.rentalHistory({ code: piece.code })}
          </AppLink>
        </p>
      )}
      {piece.note && <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{piece.note}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <div className="flex items-center gap-1">
          <PieceTagMenu piece={piece} />
          {/* The gown as it arrived, its condition (decision 221). */}
          <PhotosButton name={piece.code} onClick={onPhotos} />
        </div>
        <RecordActions
          onEdit={onEdit}
          editLabel={t.edit({ code: piece.code })}
          onDelete={onDelete}
          deleteLabel={t.delete({ code: piece.code })}
        />
      </div>
    </Card>
  );
}
