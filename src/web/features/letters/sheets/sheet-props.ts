import type { Dispatch, SetStateAction } from 'react';
import type { Letterhead, Signatory } from '../../../../domain/schemas/letter';

export interface SheetProps<F> {
  fields: F;
  setFields: Dispatch<SetStateAction<F>>;
  /** True from the moment Print is pressed until the print dialog closes. */
  printing: boolean;
}

type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/** Props for an editable field bound to one text field of the letter. */
export function binder<F>(fields: F, setFields: Dispatch<SetStateAction<F>>) {
  return (key: TextKeys<F>, label: string) => ({
    value: fields[key] as string,
    onChange: (value: string) => setFields((prev) => ({ ...prev, [key]: value })),
    label,
  });
}

/** Setters for the letterhead and signatory every letter carries. */
export function headBinder<F extends { letterhead: Letterhead; signatory: Signatory }>(
  setFields: Dispatch<SetStateAction<F>>,
) {
  return {
    onLetterhead: (letterhead: Letterhead) => setFields((prev) => ({ ...prev, letterhead })),
    onSignatory: (signatory: Signatory) => setFields((prev) => ({ ...prev, signatory })),
  };
}
