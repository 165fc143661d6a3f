import { formatIndianNumber } from '../billing/indian-format';

/**
 * An estimated count in the words an Indian office uses: "about 9.8 lakh", "about 1.2 crore",
 * "about 45,000". Two significant figures, because the figure is the planner's estimate (decision
 * 096) and more digits would claim a precision it does not have.
 */
export function approximateCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return 'about 0';
  const rounded = Number(n.toPrecision(2));
  const unit = (value: number, name: string) => `about ${Number(value.toPrecision(2))} ${name}`;
  if (rounded >= 10_000_000) return unit(rounded / 10_000_000, 'crore');
  if (rounded >= 100_000) return unit(rounded / 100_000, 'lakh');
  return `about ${formatIndianNumber(rounded, 0)}`;
}
