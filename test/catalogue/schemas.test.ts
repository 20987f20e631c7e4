// Unit tests of the catalogue's input schemas (server/catalogue/schemas.ts, the organizer side): what a valid input
// parses to, and that each documented bad input is refused with the 422 entry the API answers.
import { describe, expect, it } from 'vitest';
import { attendeeCreate, categoryCreate, eventCreate, eventPatch, ticketTypeCreate } from '../../server/catalogue/schemas.js';
import { refusals, refusalMessages } from '../helpers/unit.js';

const event = {
  organization: 'acme',
  name: ' Node Meetup ',
  category_id: null,
  city_name: ' Tehran ',
  online: false,
  starts_at: '2026-11-22T10:00:00Z',
  ends_at: '2026-11-22T13:30:00+03:30',
};

describe('events', () => {
  it('take an organization slug or id; names are trimmed and date-times become Dates', () => {
    const parsed = eventCreate.parse(event);
    expect(parsed).toMatchObject({ name: 'Node Meetup', city_name: 'Tehran', starts_at: new Date('2026-11-22T10:00:00Z'), ends_at: new Date('2026-11-22T10:00:00Z') });
    expect(refusals(eventCreate, { ...event, organization: 7 })).toEqual([]);
    expect(refusals(eventPatch, {})).toEqual([]);
  });

  it('refuse a bad organization, date-times without a zone, a non-http cover, and a missing nullable field with a hint', () => {
    expect(refusalMessages(eventCreate, { ...event, organization: true })).toEqual(['organization: must be an organization slug (string) or id (positive integer)']);
    expect(refusals(eventCreate, { ...event, starts_at: '2026-11-22', cover: 'cover.png' })).toEqual([
      {
        code: 'invalid',
        field: 'starts_at',
        message: 'starts_at: must be an ISO 8601 date-time such as 2026-11-22T10:00:00.000Z (or with an offset, 2026-11-22T13:30:00+03:30)',
      },
      { code: 'invalid', field: 'cover', message: 'cover: must be an http(s) URL such as https://example.com/logo.png' },
    ]);
    const { category_id: _left, ...withoutCategory } = event;
    expect(refusalMessages(eventCreate, withoutCategory)).toEqual(['category_id: is required; send null to leave it empty (expected number or null)']);
    expect(refusalMessages(eventPatch, { organization: 'other' })).toEqual(['body: unknown field(s): organization']);
  });
});

describe('ticket types, attendees and categories', () => {
  it('take their documented fields', () => {
    expect(ticketTypeCreate.parse({ name: ' VIP ', price: 0 })).toEqual({ name: 'VIP', price: 0 });
    expect(refusals(attendeeCreate, { mobile: '09121234567', ticket_id: 1, name: 'Sara' })).toEqual([]);
    expect(refusals(categoryCreate, { title: 'Music', slug: 'music' })).toEqual([]);
  });

  it('refuse a negative price, a fractional capacity, an id sent as a string and a slug that is not one', () => {
    expect(refusalMessages(ticketTypeCreate, { name: 'VIP', price: -1, capacity: 1.5 })).toEqual([
      'price: Too small: expected number to be >=0',
      'capacity: Invalid input: expected int, received number',
    ]);
    expect(refusalMessages(attendeeCreate, { mobile: '09121234567', ticket_id: '1' })).toEqual(['ticket_id: Invalid input: expected number, received string']);
    expect(refusalMessages(categoryCreate, { title: 'Music', slug: 'Music!' })).toEqual(['slug: must be lowercase letters or digits joined by single hyphens']);
  });
});
