import type { Piece } from '@atelier/shared';
import { PrintMenu } from '@/features/tickets';
import { useMessages } from '@/lib/i18n/i18n';
import { pieceTagPdf } from '../api/pieces-api';
import { pieceMessages } from '../messages';

/** The piece's tag on the counter's paper menu (decision 153): an 80 mm slip or an A4 label sheet. */
export function PieceTagMenu({ piece }: { piece: Pick<Piece, 'id' | 'code'> }) {
  const t = useMessages(pieceMessages);
  return (
    <PrintMenu
      label={t.printTag}
      title={t.tagTitle({ code: piece.code })}
      fallbackName={`${piece.code}-tag.pdf`}
      fetchPdf={(format) => pieceTagPdf(piece.id, format)}
    />
  );
}
