import type { PartyMember } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { EACH_PAYS, emptyPartyForm, partyFieldOf, suggestedPieces, toPartyRentalBody, wearersOf } from './party-rental-form';

const member = (id: string, name: string, size: string, pieceId: string | null): PartyMember => ({
  memberId: `m-${id}`,
  client: { id, name },
  role: 'Groomsman',
  size,
  decidedBy: size ? 'bust' : null,
  pieceId,
});
const members = [member('c1', 'Théo Marchand', '40', 'p1'), member('c2', 'Hugo Roux', '', null), member('c3', 'Nathan Petit', '42', 'p3')];
const party = { groupId: 'g1', members };
const fr = { language: 'fr', currency: 'EUR' };
const typed = { ...emptyPartyForm('c1'), pickupDate: '2027-06-11', returnDate: '2027-06-14', pieces: suggestedPieces(members) };

describe('the party rental form (decision 225)', () => {
  it('rents each member’s piece on the payer, leaving out a member with none, and reads the fee as a French shop writes it', () => {
    expect(toPartyRentalBody({ ...typed, lateFeePerDay: '12,50', lateFeeCap: '1 000' }, party, fr)).toEqual({
      ok: true,
      body: {
        groupId: 'g1',
        pickupDate: '2027-06-11',
        returnDate: '2027-06-14',
        payerId: 'c1',
        lines: [
          { pieceId: 'p1', wearerId: 'c1' },
          { pieceId: 'p3', wearerId: 'c3' },
        ],
        lateFeePerDay: 12.5,
        lateFeeCap: 1000,
        note: null,
      },
    });
    const each = toPartyRentalBody({ ...typed, payer: EACH_PAYS }, party, fr);
    expect(each.ok && each.body.payerId).toBeNull();
  });

  it('shows a refused line under its wearer’s piece, and refuses an unreadable fee or no piece at all, sending nothing', () => {
    const wearers = wearersOf(typed, members);
    expect(wearers).toEqual(['c1', 'c3']);
    expect(partyFieldOf(wearers)('lines.1.pieceId')).toBe('piece-c3');
    expect(partyFieldOf(wearers)('lines')).toBe('pieces');
    expect(partyFieldOf(wearers)('returnDate')).toBe('returnDate');
    const unreadable = toPartyRentalBody({ ...typed, lateFeePerDay: '12,5O' }, party, fr);
    expect(!unreadable.ok && Object.keys(unreadable.errors)).toEqual(['lateFeePerDay']);
    const none = toPartyRentalBody({ ...typed, pieces: {} }, party, fr);
    expect(!none.ok && Object.keys(none.errors)).toEqual(['lines']);
  });
});
