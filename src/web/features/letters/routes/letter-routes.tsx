import { CostBreakupSheet } from '../sheets/cost-breakup-sheet';
import { DemandLetterSheet } from '../sheets/demand-letter-sheet';
import { NocLetterSheet } from '../sheets/noc-letter-sheet';
import { PaymentReceiptSheet } from '../sheets/payment-receipt-sheet';
import { PossessionLetterSheet } from '../sheets/possession-letter-sheet';
import { LetterPage } from './letter-page';

/** The five letter routes. */
export const DemandLetterPage = () => <LetterPage type="demand" Sheet={DemandLetterSheet} />;
export const PaymentReceiptPage = () => <LetterPage type="receipt" Sheet={PaymentReceiptSheet} />;
export const NocLetterPage = () => <LetterPage type="noc" Sheet={NocLetterSheet} />;
export const CostBreakupPage = () => <LetterPage type="cost_breakup" Sheet={CostBreakupSheet} />;
export const PossessionLetterPage = () => <LetterPage type="possession" Sheet={PossessionLetterSheet} />;
