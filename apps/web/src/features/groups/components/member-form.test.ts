import { describe, expect, it } from 'vitest';
import { bookingLinkOf, readAmount } from './group-texts';
import { emptyMemberForm, garmentOf, NEW_GARMENT, NO_GARMENT, toAddMemberBody } from './member-form';

const FR = { language: 'fr', currency: 'EUR' };

const t = { ...FR, writePrice: 'Write the price like 250 or 250,50' };

describe('the add-member form (decision 160)', () => {
  it('reads prices as a tailor types them, with a comma or a point, and refuses the rest', () => {
    expect(readAmount(' 1 250,50 ', FR)).toBe(1250.5);
    expect(readAmount('99.9', FR)).toBe(99.9);
    expect(readAmount('', FR)).toBeNull();
    expect(readAmount('12,345', FR)).toBeNaN();
    expect(readAmount('ten', FR)).toBeNaN();
  });

  it('sends a new client as typed (the server trims) with their part and garment, its price in units', () => {
    const built = toAddMemberBody(
      { ...emptyMemberForm, mode: 'new', name: '  Zoë Ångström ', phone: '07700 900123', role: 'Bridesmaid', price: '310,10' },
      t,
    );
    expect(built).toEqual({
      ok: true,
      body: {
        client: { name: '  Zoë Ångström ', phone: '07700 900123', email: '' },
        role: 'Bridesmaid',
        garment: { type: 'Evening Dress', name: '', budget: 310.1 },
      },
    });
  });

  it('names the field that is wrong: the client not chosen, an unreadable price', () => {
    const none = toAddMemberBody(emptyMemberForm, t);
    expect(none.ok).toBe(false);
    expect(!none.ok && Object.keys(none.errors)).toEqual(['clientId']);
    const price = toAddMemberBody({ ...emptyMemberForm, clientId: 'c1', price: '3 euros' }, t);
    expect(!price.ok && price.errors).toEqual({ price: t.writePrice });
    const noGarment = toAddMemberBody({ ...emptyMemberForm, clientId: 'c1', withGarment: false, price: 'x' }, t);
    expect(noGarment).toEqual({ ok: true, body: { clientId: 'c1', role: '', garment: null } });
  });

  it('offers a client who has a project that project rather than a second one (decision 219)', () => {
    const picked = { ...emptyMemberForm, clientId: 'c1' };
    const projects = [
      { id: 'p-done', status: 'completed' },
      { id: 'p-gown', status: 'in-progress' },
    ];
    expect(garmentOf(picked, projects)).toEqual({ projectId: 'p-gown', withGarment: false, choice: 'p-gown' });
    expect(garmentOf({ ...picked, garmentChoice: NEW_GARMENT }, projects)).toEqual({
      projectId: '',
      withGarment: true,
      choice: NEW_GARMENT,
    });
    expect(garmentOf({ ...picked, garmentChoice: NO_GARMENT }, projects)).toEqual({
      projectId: '',
      withGarment: false,
      choice: NO_GARMENT,
    });
    expect(garmentOf(picked, [])).toEqual({ projectId: '', withGarment: true });
    expect(garmentOf({ ...picked, mode: 'new' }, projects)).toEqual({ projectId: '', withGarment: true });
    const built = toAddMemberBody({ ...picked, role: 'Bride', ...garmentOf(picked, projects) }, t);
    expect(built).toEqual({ ok: true, body: { clientId: 'c1', projectId: 'p-gown', role: 'Bride', garment: null } });
  });

  it('links the booking page with the group’s code', () => {
    expect(bookingLinkOf('https://atelier.example', 'maison-ada', 'K7M2QX')).toBe('https://atelier.example/book/maison-ada?group=K7M2QX');
  });
});
