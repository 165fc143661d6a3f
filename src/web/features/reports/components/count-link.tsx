import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';

/**
 * A count that opens the list behind it. Zero, or a count no list can show (e.g. leads without a
 * source), is plain text: a link that opens an empty or wider list would mislead.
 */
export function CountLink({ count, to, label }: { count: number; to: string | null; label: string }) {
  if (count === 0 || !to)
    return (
      <Text size="sm" c={count === 0 ? 'dimmed' : undefined} span>
        {formatCount(count)}
      </Text>
    );
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} aria-label={`${label}: ${formatCount(count)}, open the list`}>
      {formatCount(count)}
    </Anchor>
  );
}
