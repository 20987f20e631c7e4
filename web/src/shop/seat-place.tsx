import { T } from '../i18n/T.tsx';

/** A ticket's seat as the API gives it (CONTRACT 19): `seat_place` with its label, section and row. */
export interface SeatPlaceValue {
  id: string;
  label: string;
  section: string | null;
  row: string | null;
}

/**
 * Where a ticket sits, as the buyer and the door read it: the section, the row and the seat's label the organizer
 * gave (each value in its own direction); a ticket without `seat_place` but with a `seat` shows the seat's id.
 */
export function SeatPlace({ place, seat }: { place?: SeatPlaceValue | undefined; seat?: string | undefined }) {
  if (!place) return seat ? <T k="seats:seat" values={{ seat }} /> : null;
  const { label, section, row } = place;
  if (section !== null && row !== null) return <T k="seats:place_section_row" values={{ section, row, label }} />;
  if (section !== null) return <T k="seats:place_section" values={{ section, label }} />;
  if (row !== null) return <T k="seats:place_row" values={{ row, label }} />;
  return <T k="seats:seat" values={{ seat: label }} />;
}
