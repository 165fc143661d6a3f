import type { UnitStatus } from '../../../../domain/inventory/statuses';

/**
 * How each status looks on the grid: a colour and always a word (colour is never the only sign).
 * `short` is the word a cell has room for; the legend and the card use the full label.
 */
export const STATUS_LOOK: Record<UnitStatus, { color: string; bg: string; border: string; short: string }> = {
  available: { color: 'green', bg: '#d3f9d8', border: '#2f9e44', short: 'Available' },
  held: { color: 'yellow', bg: '#fff3bf', border: '#e67700', short: 'On hold' },
  booked: { color: 'blue', bg: '#d0ebff', border: '#1971c2', short: 'Booked' },
  agreement_registered: { color: 'violet', bg: '#e5dbff', border: '#6741d9', short: 'Agmt regd' },
  blocked: { color: 'gray', bg: '#e9ecef', border: '#495057', short: 'Blocked' },
  sold: { color: 'red', bg: '#ffe3e3', border: '#c92a2a', short: 'Sold' },
};
