import type { LetterType } from '../schemas/letter';

export interface LetterKind {
  type: LetterType;
  /** The route of the letter. */
  path: string;
  /** The button on the document generator hub. */
  hubLabel: string;
  /** The letter's own name, as a page title and in a buyer's list of issued letters. */
  title: string;
  description: string;
  /** An issued letter of this kind can be downloaded as a PDF made on the server (decision 194). */
  pdf: boolean;
}

export const LETTER_KINDS: LetterKind[] = [
  {
    type: 'demand',
    path: '/demand-letter',
    hubLabel: 'Demand Letter',
    title: 'Demand Letter',
    description: 'Ask the buyer’s bank to release the next part of the home loan.',
    pdf: true,
  },
  {
    type: 'receipt',
    path: '/payment-receipt',
    hubLabel: 'Payment Receipt',
    title: 'Payment Receipt',
    description: 'Acknowledge payments received from the buyer, cheque by cheque.',
    pdf: true,
  },
  {
    type: 'noc',
    path: '/anoc-letter',
    hubLabel: 'NOC Letter',
    title: 'Permission to Mortgage',
    description: 'No objection to the buyer mortgaging the flat to their bank.',
    pdf: false,
  },
  {
    type: 'cost_breakup',
    path: '/costbreakupletter',
    hubLabel: 'CostBreakup Letter',
    title: 'Cost Break Up',
    description: 'The flat’s full cost line by line, for the buyer’s loan.',
    pdf: false,
  },
  {
    type: 'possession',
    path: '/possessionletter',
    hubLabel: 'Possession Letter',
    title: 'Possession Letter',
    description: 'Hand over the flat, signed by the Director before two witnesses.',
    pdf: false,
  },
];

export function letterKind(type: LetterType): LetterKind {
  const kind = LETTER_KINDS.find((k) => k.type === type);
  if (!kind) throw new Error(`Unknown letter type ${type}`);
  return kind;
}

/** The possession letter swaps its inputs for text and prints this long after Print. */
export const POSSESSION_PRINT_DELAY_MS = 100;
