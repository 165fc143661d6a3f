/**
 * What a unit is. The customer property record's sub-types (1BHK…4BHK, Offices, Shops) plus what a
 * developer also sells: plots and row houses. The kind decides the GST rule of the cost sheet.
 */
export const UNIT_TYPES = ['1BHK', '2BHK', '3BHK', '4BHK', 'Row house', 'Offices', 'Shops', 'Plot'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export type UnitUse = 'residential' | 'commercial' | 'land';

const USE_OF: Record<UnitType, UnitUse> = {
  '1BHK': 'residential',
  '2BHK': 'residential',
  '3BHK': 'residential',
  '4BHK': 'residential',
  'Row house': 'residential',
  Offices: 'commercial',
  Shops: 'commercial',
  Plot: 'land',
};

export function unitUse(type: UnitType): UnitUse {
  return USE_OF[type];
}
