import { Fragment } from 'react';
import { formatIndianNumber } from '../../../../domain/billing/indian-format';

/**
 * An amount in a narrow column of a sheet's line table: it moves to a line of its own before it
 * wraps (after "14% ·"), and if it must wrap, it wraps after a comma (1,08,02,46,<wbr>903.75),
 * never inside a group of digits.
 */
export function SheetAmount({ value }: { value: number }) {
  const groups = formatIndianNumber(value).split(',');
  return (
    <span className="amount">
      {groups.map((group, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one number, in order
        <Fragment key={i}>
          {group}
          {i < groups.length - 1 ? (
            <>
              ,<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </span>
  );
}
