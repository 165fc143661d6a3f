import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { amountInWords } from '../../../../domain/billing/amount-in-words';
import { formatLetterRupees, parseAmount } from '../../../../domain/letters/cost-breakup';
import { letterDate } from '../../../../domain/letters/letter-date';
import { LETTER_WORDS, RECEIPT_TEXT, receiptRowsTotal, signOffFor } from '../../../../domain/letters/letter-text';
import { MAX_RECEIPT_ROWS, type PaymentReceiptFields, type ReceiptPaymentRow } from '../../../../domain/schemas/letter';
import { EditableText } from '../components/editable-text';
import { Pieces } from '../components/letter-parts';
import { LetterheadBlock } from '../components/letterhead-block';
import { binder, headBinder, type SheetProps } from './sheet-props';

/**
 * Payment receipt: what was received, from whom, for which flat, payment by payment. Its words are
 * RECEIPT_TEXT, which the server's PDF prints too.
 */
export function PaymentReceiptSheet({ fields, setFields }: SheetProps<PaymentReceiptFields>) {
  const bind = binder(fields, setFields);
  const head = headBinder(setFields);
  const rows = fields.payments;
  const setRow = (index: number, key: keyof ReceiptPaymentRow) => (value: string) =>
    setFields((prev) => ({
      ...prev,
      payments: prev.payments.map((row, i) => (i === index ? { ...row, [key]: value } : row)),
    }));
  const addRow = () =>
    setFields((prev) => ({
      ...prev,
      payments: [...prev.payments, { date: letterDate(new Date()), amount: '', reference: '', bank: '' }],
    }));
  const removeRow = (index: number) =>
    setFields((prev) => ({ ...prev, payments: prev.payments.filter((_, i) => i !== index) }));
  const { total: rowsTotal, counted } = receiptRowsTotal(rows);
  const received = parseAmount(fields.amount);

  // Once the person leaves the amount, it is written in rupees and again in words.
  const tidyReceived = () => {
    const value = parseAmount(fields.amount);
    if (value === null) return;
    const amount = formatLetterRupees(value);
    if (amount === fields.amount && fields.amountInWords) return;
    setFields((prev) => ({ ...prev, amount, amountInWords: amountInWords(value) }));
  };

  return (
    <>
      <LetterheadBlock letterhead={fields.letterhead} onChange={head.onLetterhead} />
      <h2 className="letter-title">{RECEIPT_TEXT.title}</h2>
      <div className="letter-row">
        <span>
          {RECEIPT_TEXT.receiptNo}
          <EditableText {...bind('receiptNo', 'Receipt no.')} />
        </span>
        <span>
          {LETTER_WORDS.date}
          <EditableText {...bind('date', 'Date')} />
        </span>
      </div>
      <p>
        <Pieces pieces={RECEIPT_TEXT.body} bind={bind} extra={{ amount: { onBlur: tidyReceived } }} />
      </p>
      <table className="letter-table" aria-label="Payments">
        <thead>
          <tr>
            <th className="narrow">{RECEIPT_TEXT.columns.sr}</th>
            <th>{RECEIPT_TEXT.columns.date}</th>
            <th className="num">{RECEIPT_TEXT.columns.amount}</th>
            <th>{RECEIPT_TEXT.columns.reference}</th>
            <th>{RECEIPT_TEXT.columns.bank}</th>
            <th className="narrow letter-screen-only">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows have no identity of their own; each field re-reads its value when rows shift.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td className="narrow">{index + 1}</td>
              <td>
                <EditableText value={row.date} onChange={setRow(index, 'date')} label={`Payment ${index + 1} date`} />
              </td>
              <td className="num">
                <EditableText
                  value={row.amount}
                  onChange={setRow(index, 'amount')}
                  label={`Payment ${index + 1} amount`}
                />
              </td>
              <td>
                <EditableText
                  value={row.reference}
                  onChange={setRow(index, 'reference')}
                  label={`Payment ${index + 1} cheque/RTGS no.`}
                />
              </td>
              <td>
                <EditableText value={row.bank} onChange={setRow(index, 'bank')} label={`Payment ${index + 1} bank`} />
              </td>
              <td className="narrow letter-screen-only">
                <button
                  type="button"
                  className="letter-icon-button"
                  aria-label={`Remove payment ${index + 1}`}
                  title="Remove this payment"
                  onClick={() => removeRow(index)}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        {rows.length > 0 ? (
          <tfoot>
            <tr>
              <td />
              <td>{RECEIPT_TEXT.total}</td>
              <td className="num">{formatLetterRupees(rowsTotal)}</td>
              <td colSpan={2} />
              <td className="letter-screen-only" />
            </tr>
          </tfoot>
        ) : null}
      </table>
      <div className="letter-screen-only letter-receipt-tools">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={addRow}
          disabled={rows.length >= MAX_RECEIPT_ROWS}
        >
          Add payment row
        </Button>
        {received !== null && counted > 0 && Math.abs(received - rowsTotal) >= 0.01 ? (
          <span className="letter-hint" role="note">
            The payments add up to {formatLetterRupees(rowsTotal)}, not the {formatLetterRupees(received)} received.
          </span>
        ) : null}
      </div>
      <p>{RECEIPT_TEXT.realisation}</p>
      <div className="letter-spacer" />
      <div className="letter-signatures">
        <div className="letter-sign">
          <span className="letter-sign-line">{RECEIPT_TEXT.receiverSign}</span>
        </div>
        <div className="letter-sign">
          <span>{signOffFor(fields.letterhead.name)}</span>
          <span className="letter-sign-line">{RECEIPT_TEXT.partnerSign}</span>
        </div>
      </div>
    </>
  );
}
