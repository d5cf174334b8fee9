import type { Piece } from '@atelier/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RecordPhotos } from '@/features/photos';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { pieceMessages } from '../messages';
import { PieceFormDialog } from './piece-form-dialog';
import { ConditionBadge } from './pieces-page';
import { PieceTagMenu } from './piece-tag-menu';

/**
 * The piece a tag named on the scan screen (decision 215): its style, size, colour, condition and
 * place; who writes the stock changes its condition or place there, as the rail is walked, and
 * photographs it (decision 221).
 */
export function PiecePanel({ piece }: { piece: Piece }) {
  const t = useMessages(pieceMessages);
  const canWrite = useCan('pieces.write');
  const [editing, setEditing] = useState(false);
  return (
    <Card data-testid="scanned-piece">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <p className="font-mono text-sm text-muted-foreground">{t.found({ code: piece.code })}</p>
          <ConditionBadge piece={piece} />
        </div>
        <CardTitle className="break-words">{piece.style.name}</CardTitle>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t.style}</dt>
          <dd className="break-words">
            {piece.style.designer.name} · {piece.style.styleNumber}
          </dd>
          {piece.size && (
            <>
              <dt className="text-muted-foreground">{t.size}</dt>
              <dd>{piece.size}</dd>
            </>
          )}
          {piece.colour && (
            <>
              <dt className="text-muted-foreground">{t.colour}</dt>
              <dd className="break-words">{piece.colour}</dd>
            </>
          )}
          {piece.location && (
            <>
              <dt className="text-muted-foreground">{t.location}</dt>
              <dd className="break-words">{piece.location}</dd>
            </>
          )}
        </dl>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-2">
        {canWrite && (
          <Button variant="outline" size="lg" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden /> {t.edit({ code: piece.code })}
          </Button>
        )}
        <PieceTagMenu piece={piece} />
        <Link
          className="inline-block text-sm text-primary underline underline-offset-4"
          to={`/pieces?search=${encodeURIComponent(piece.code)}`}
        >
          {t.openInStock}
        </Link>
      </CardContent>
      <CardContent>
        <RecordPhotos subject="piece" subjectId={piece.id} canWrite={canWrite} />
      </CardContent>
      {editing && <PieceFormDialog piece={piece} onClose={() => setEditing(false)} />}
    </Card>
  );
}
