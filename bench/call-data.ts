// The bench's call log (bench/calls.ts, bench/calls-explain.ts): deterministic, so two runs sync the same calls.
/** The bench's "now": calls spread over the 365 days before it. */
export const NOW = new Date('2026-11-01T12:00:00+05:30');
const DIRECTIONS = ['outgoing', 'outgoing', 'outgoing', 'incoming', 'missed', 'rejected'] as const;

/** Call k, deterministic: 60% to a lead's mobile (written the ways phones write it), the rest unknown. */
export function callRecord(k: number, leadsCount: number) {
  const g = 1 + ((k * 7919) % leadsCount);
  const known = k % 5 < 3;
  const digits = known ? `${6 + (g % 4)}${String(g).padStart(9, '0')}` : `9${String(500_000_000 + (k % 400_000_000))}`;
  const number = k % 3 === 0 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : k % 3 === 1 ? `0${digits}` : digits;
  const direction = DIRECTIONS[k % DIRECTIONS.length]!;
  const talked = direction === 'incoming' || (direction === 'outgoing' && k % 4 !== 0);
  const startedAt = new Date(NOW.getTime() - ((k * 104_729) % (365 * 86_400)) * 1000);
  return {
    deviceCallId: `bench-${k}`,
    number,
    direction,
    startedAt,
    durationSeconds: talked ? 20 + (k % 400) : 0,
    line: undefined,
    outcome: undefined,
    reason: undefined,
    nextFollowUpAt: undefined,
    note: undefined,
    measuredBy: 'phone_log' as const,
  };
}
