import { sqmToSqft } from '../inventory/area';
import { fromPaise, toPaise } from '../money/paise';
import type { Booking } from '../schemas/booking';
import type { CostLineKey, LetterFieldsByType, LetterType } from '../schemas/letter';
import { formatIndianGrouping } from './cost-breakup';
import { letterDateFromIso } from './letter-date';
import { flatDescription, floorWords, joinNames } from './prefill';

/**
 * "Fill from a booking": the frozen cost sheet, the buyers, the unit and the project written into
 * a letter. The sheet's lines go into the letter's nine cost lines so that the letter's Total Cost
 * is the booking's total; the other charges land on the line their name says (maintenance, lift,
 * MSEB/electricity, water) with the GST on them, and the rest (club, legal…) under Amenities.
 * Everything stays editable, as the spec says.
 */
export type BookingForLetter = Pick<
  Booking,
  'applicants' | 'unit' | 'project' | 'costSheet' | 'possessionOn' | 'bookingNo'
>;

/** The letters a booking fills. */
export const BOOKING_LETTERS: readonly LetterType[] = ['cost_breakup', 'possession'];

function bucketOf(key: string, label: string): CostLineKey | null {
  if (key === 'gst') return 'gst';
  if (key === 'stampDuty') return 'stampDuty';
  if (key === 'registration') return 'registration';
  if (!key.startsWith('other:')) return null;
  const text = `${key} ${label}`.toLowerCase();
  if (/maint/.test(text)) return 'maintenance';
  if (/lift|elevator/.test(text)) return 'liftCharges';
  if (/mseb|electric|meter/.test(text)) return 'mseb';
  if (/water/.test(text)) return 'waterConnection';
  return 'amenities';
}

/** The nine cost lines of the cost break-up letter from a frozen sheet, as the letter writes amounts. */
export function costLinesFromSheet(sheet: Booking['costSheet']): Record<CostLineKey, string> {
  const paise: Partial<Record<CostLineKey, number>> = { agreementCost: toPaise(sheet.agreementValue) };
  for (const line of sheet.lines) {
    const bucket = bucketOf(line.key, line.label);
    if (bucket) paise[bucket] = (paise[bucket] ?? 0) + toPaise(line.amount);
  }
  const text = (key: CostLineKey) => {
    const value = paise[key];
    return value === undefined ? '' : formatIndianGrouping(fromPaise(value));
  };
  return {
    agreementCost: text('agreementCost'),
    gst: text('gst'),
    maintenance: text('maintenance'),
    amenities: text('amenities'),
    stampDuty: text('stampDuty'),
    registration: text('registration'),
    liftCharges: text('liftCharges'),
    mseb: text('mseb'),
    waterConnection: text('waterConnection'),
  };
}

const sqft = (sqm: number) => `${formatIndianGrouping(sqmToSqft(sqm))} sq. ft. (${sqm} m²)`;

export function prefillFromBooking<T extends LetterType>(
  type: T,
  fields: LetterFieldsByType[T],
  booking: BookingForLetter,
): LetterFieldsByType[T] {
  const next = structuredClone(fields) as LetterFieldsByType[LetterType];
  const names = booking.applicants.map((a) => a.name);
  const first = booking.applicants[0];
  const flat = flatDescription({
    _id: '',
    name: first?.name ?? '',
    address: first?.address ?? null,
    project: booking.project.name,
    wing: booking.unit.tower.name,
    flatNo: booking.unit.number,
    floor: String(booking.unit.floor),
    carpetArea: sqmToSqft(booking.unit.carpetSqm),
    agreementValue: booking.costSheet.agreementValue,
  });
  if (type === 'cost_breakup') {
    const f = next as LetterFieldsByType['cost_breakup'];
    f.buyerName = joinNames(names);
    f.flatNo = booking.unit.number;
    f.floor = floorWords(String(booking.unit.floor));
    f.wing = booking.unit.tower.name;
    f.scheme = booking.project.name;
    f.areaCarpet = sqft(booking.unit.carpetSqm);
    f.balconyCarpet = booking.unit.balconySqm > 0 ? sqft(booking.unit.balconySqm) : '';
    f.parkingArea =
      booking.unit.parkingSlots > 0
        ? `${booking.unit.parkingSlots} slot${booking.unit.parkingSlots === 1 ? '' : 's'}`
        : '';
    Object.assign(f, costLinesFromSheet(booking.costSheet));
  } else if (type === 'possession') {
    const f = next as LetterFieldsByType['possession'];
    f.buyerName = joinNames(names);
    f.possessorName = joinNames(names);
    f.buyerFatherName = '';
    f.fatherName = '';
    f.buyerCity = first?.address ?? '';
    f.flatDetails = flat;
    f.description = `RERA carpet area ${sqft(booking.unit.carpetSqm)}; booking ${booking.bookingNo}`;
    if (booking.possessionOn) f.possessionDate = letterDateFromIso(booking.possessionOn);
  }
  return next as LetterFieldsByType[T];
}
