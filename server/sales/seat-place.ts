import type { SeatPlaceItem } from './schemas.js';

/** A ticket row's seat columns as the repositories select them (the seat joined once per page: `seatColumns`). */
export interface SeatPlaceRow {
  seat: string | null;
  seat_label: string | null;
  seat_section: string | null;
  seat_row: string | null;
}

/**
 * The ticket's seat with its label, section and row (CONTRACT 19), or undefined for a ticket without one. A seat that
 * has since left the plan (a voided ticket's, dropped by a new plan) keeps its id as its label.
 */
export function seatPlaceOf(row: SeatPlaceRow): SeatPlaceItem | undefined {
  if (row.seat === null) return undefined;
  return { id: row.seat, label: row.seat_label ?? row.seat, section: row.seat_section, row: row.seat_row };
}

/** `seat` and `seat_place` for a ticket item that has a seat; nothing for one without. */
export function seatFields(row: SeatPlaceRow): { seat?: string; seat_place?: SeatPlaceItem } {
  const place = seatPlaceOf(row);
  return place ? { seat: place.id, seat_place: place } : {};
}
