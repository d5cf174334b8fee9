import type { Availability, ErrorEnvelope } from '@atelier/shared';
import { X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { useAvailability } from '../api/rentals-api';
import { rentalMessages } from '../messages';
import type { ChosenPiece } from './rental-form';

type FreePiece = NonNullable<ErrorEnvelope['freePieces']>[number];

type Props = {
  styleId: string;
  styleName: string;
  pickupDate: string;
  returnDate: string;
  chosen: ChosenPiece[];
  onChange: (pieces: ChosenPiece[]) => void;
  /** The pieces a refused save offered instead (PIECE_RENTED), and the ids it said were taken. */
  freeInstead: FreePiece[];
  takenIds: string[];
};

/** One piece of the style as a toggle: taken ones are shown but cannot be chosen. */
function PieceToggle({ piece, chosen, onToggle }: { piece: Availability['pieces'][number]; chosen: boolean; onToggle: () => void }) {
  const t = useMessages(rentalMessages);
  const label = piece.size ? t.pieceOption({ code: piece.code, size: piece.size }) : t.pieceOptionNoSize({ code: piece.code });
  return (
    <Button
      type="button"
      size="sm"
      variant={chosen ? 'primary' : 'outline'}
      aria-pressed={chosen}
      disabled={!piece.free && !chosen}
      onClick={onToggle}
    >
      {label}
      {!piece.free && <span className="text-xs">({t.taken})</span>}
    </Button>
  );
}

/**
 * The style's rentable pieces over the chosen days (decision 222): each size's free count, each
 * piece to choose (a taken one cannot be), the pieces chosen so far, and, when a save was refused
 * because a piece was just taken, the pieces free instead.
 */
export function RentalPiecesPicker({ styleId, styleName, pickupDate, returnDate, chosen, onChange, freeInstead, takenIds }: Props) {
  const t = useMessages(rentalMessages);
  const datesSet = pickupDate !== '' && returnDate !== '' && returnDate >= pickupDate;
  const availability = useAvailability(styleId && datesSet ? { styleId, from: pickupDate, to: returnDate } : null);
  const data = availability.data;
  const isChosen = (id: string) => chosen.some((p) => p.id === id);
  const toggle = (piece: Availability['pieces'][number]) =>
    onChange(
      isChosen(piece.id)
        ? chosen.filter((p) => p.id !== piece.id)
        : [...chosen, { id: piece.id, code: piece.code, size: piece.size, styleName: piece.style.name }],
    );
  const take = (free: FreePiece) => {
    const kept = chosen.filter((p) => !takenIds.includes(p.id));
    onChange([...kept, { id: free.id, code: free.code, size: free.size, styleName }]);
  };

  return (
    <div className="flex flex-col gap-3">
      {styleId && !datesSet && <p className="text-sm text-muted-foreground">{t.pickDates}</p>}
      {styleId && datesSet && !data && <p className="text-sm text-muted-foreground">{t.availabilityLoading}</p>}
      {data && data.pieces.length === 0 && <p className="text-sm text-muted-foreground">{t.noRentable}</p>}
      {data && data.pieces.length > 0 && (
        <>
          <div>
            <p className="text-sm font-medium">{t.sizesFree}</p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {data.sizes.map((s) => (
                <li key={s.size}>{t.sizeFree({ size: s.size || t.noSize, free: String(s.free), total: String(s.total) })}</li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap gap-2">
            {data.pieces.map((piece) => (
              <PieceToggle key={piece.id} piece={piece} chosen={isChosen(piece.id)} onToggle={() => toggle(piece)} />
            ))}
          </div>
        </>
      )}
      <div>
        <p className="text-sm font-medium">{t.chosen}</p>
        {chosen.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.nothingChosen}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {chosen.map((p) => (
              <li key={p.id} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
                <span className="break-words">
                  {p.code} · {p.styleName}
                  {p.size && ` · ${p.size}`}
                </span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t.remove({ code: p.code })}
                  onClick={() => onChange(chosen.filter((c) => c.id !== p.id))}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {freeInstead.length > 0 && (
        <Alert variant="info" title={t.takeInstead}>
          <ul className="mt-1 flex flex-wrap gap-2">
            {freeInstead.map((free) => (
              <li key={free.id}>
                <Button type="button" size="sm" variant="outline" onClick={() => take(free)}>
                  {t.take({ code: free.size ? `${free.code} · ${free.size}` : free.code })}
                </Button>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
