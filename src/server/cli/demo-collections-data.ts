/** The demo's money loop, its tables: stages reached per tower, the plans' milestones, the buyers' banks. */

/** Stages per tower: the usual names, and how many days before the demo's today each was reached. */
export const STAGES: Record<string, Record<string, [string, number][]>> = {
  'Sahyadri Heights': {
    // Slab 4 is overdue 31–60 days, the top slab 0–30; the one booking unregistered before slab 4
    // is refused the top slab (RERA section 13) and waits for an administrator.
    A: [
      ['Excavation', 420],
      ['Plinth', 360],
      ['Slab 1', 300],
      ['Slab 2', 230],
      ['Slab 3', 160],
      ['Slab 4', 70],
      ['Top slab', 25],
    ],
    B: [
      ['Excavation', 400],
      ['Plinth', 320],
      ['Slab 1', 240],
      ['Slab 2', 130],
      // Due on the demo's today.
      ['Slab 3', 15],
    ],
  },
  'Sahyadri Greens': Object.fromEntries(
    ['C', 'D'].map((tower) => [
      tower,
      [
        ['Excavation', 850],
        ['Plinth', 760],
        ['Slab 1', 700],
        ['Slab 2', 650],
        ['Slab 3', 600],
        ['Slab 4', 550],
        ['Top slab', 500],
        ['Brickwork', 430],
        ['Plastering', 330],
        ['Flooring', 200],
        // Overdue 61–90 days for those who have not paid.
        ['Possession', 90],
      ] as [string, number][],
    ]),
  ),
  'Thane Skyline': {
    'Tower 1': [
      ['Excavation', 330],
      ['Plinth', 240],
      ['Slab 1', 150],
      ['Slab 2', 15],
    ],
  },
};

// The stages reached in the last 90 days ask 5 or 7.5%: an instalment of exactly 10% of the
// agreement value can round a paisa over RERA's 10% for a buyer not yet registered and be refused.
export const CONSTRUCTION_LINKED: [string, 'booking' | 'agreement' | 'stage', number][] = [
  ['On booking', 'booking', 10],
  ['On agreement', 'agreement', 10],
  ['Excavation', 'stage', 10],
  ['Plinth', 'stage', 10],
  ['Slab 1', 'stage', 5],
  ['Slab 2', 'stage', 5],
  ['Slab 3', 'stage', 5],
  ['Slab 4', 'stage', 5],
  ['Top slab', 'stage', 7.5],
  ['Brickwork', 'stage', 7.5],
  ['Plastering', 'stage', 7.5],
  ['Flooring', 'stage', 7.5],
  ['Possession', 'stage', 10],
];

export const milestone = (name: string, trigger: string, percent: number, extra: Record<string, unknown> = {}) => ({
  name,
  trigger,
  stage: trigger === 'stage' ? name : '',
  percent,
  ...extra,
});

export const BANKS = [
  'HDFC Bank',
  'ICICI Bank',
  'State Bank of India',
  'Axis Bank',
  'Bank of Maharashtra',
  'Kotak Mahindra Bank',
];
