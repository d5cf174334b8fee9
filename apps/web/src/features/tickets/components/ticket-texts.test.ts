import { describe, expect, it } from 'vitest';
import { ticketCodeOf } from './ticket-texts';

describe('finding a ticket by its code', () => {
  it('reads the ticket’s code from a ticket or a garment tag, as typed', () => {
    expect(ticketCodeOf('A-0427')).toBe('A-0427');
    expect(ticketCodeOf('a-0427-2')).toBe('A-0427');
    expect(ticketCodeOf(' a427 ')).toBe('A-0427');
    expect(ticketCodeOf('A-12345')).toBe('A-12345');
  });

  it('takes a name for no code, so the search looks for a client instead', () => {
    expect(ticketCodeOf('Ada')).toBeNull();
    expect(ticketCodeOf('P-')).toBeNull();
  });
});
