import { Alert, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import {
  DLT_VAR,
  DLT_VAR_MAX,
  dltMatch,
  nonGsmCharacters,
  renderDlt,
  smsLength,
  type TemplateVariable,
  variableLabel,
} from '../../../../domain/messaging';

/**
 * Example values for the live counter before a real lead is chosen for the preview: typical
 * lengths, so the part count shown is what most buyers get.
 */
export const SAMPLE_VALUES: Record<TemplateVariable, string> = {
  name: 'Ravi Kumar',
  firstName: 'Ravi',
  mobile: '9876543210',
  email: 'ravi.kumar@example.in',
  project: 'Green Acres',
  city: 'Pune',
  executive: 'Priya Sharma',
  executiveMobile: '9812345678',
  siteVisitDate: '28/11/2026 11:00',
  company: 'Shree Developers',
  companyPhone: '02041234567',
};

export interface SmsCheck {
  text: string;
  problems: string[];
  length: ReturnType<typeof smsLength>;
  /** Parts when every {#var#} carries its full 30 characters: what the longest message costs. */
  worstSegments: number;
  unicodeCharacters: string[];
  dltOk: boolean;
  dltMessage: string | null;
}

/**
 * The SMS editor's live check, with the very functions the server runs before a message leaves
 * (src/domain/messaging): the rendered text, its encoding, length and parts, and whether it still
 * matches the registered DLT text.
 */
export function checkSms(
  registeredText: string,
  variables: readonly string[],
  values: Readonly<Record<string, string | null | undefined>>,
  labelOf: (variable: string) => string = variableLabel,
): SmsCheck {
  const label = (v: string) => (v.startsWith(DLT_VAR) ? `${v} (no variable chosen)` : labelOf(v));
  const rendered = renderDlt(registeredText, variables, values, label);
  const match = dltMatch(registeredText, rendered.text);
  const length = smsLength(rendered.text);
  // Every value at its 30-character limit, in the same alphabet as the message (a Devanagari
  // letter is one UTF-16 unit, so the Unicode worst case counts the same as the GSM one).
  const filler = (length.encoding === 'ucs2' ? '\u0905' : 'W').repeat(DLT_VAR_MAX);
  const worst = renderDlt(registeredText, variables, Object.fromEntries(variables.map((v) => [v, filler])));
  const worstLength = smsLength(worst.text);
  return {
    text: rendered.text,
    problems: rendered.problems,
    length,
    worstSegments: Math.max(worstLength.segments, length.segments),
    unicodeCharacters: nonGsmCharacters(rendered.text),
    dltOk: rendered.problems.length === 0 && match.ok,
    dltMessage: match.ok ? null : match.message,
  };
}

const encodingLabel = { gsm7: 'GSM-7', ucs2: 'Unicode (UCS-2)' } as const;

/** What the counter shows under the registered text: the message, its size and the DLT verdict. */
export function SmsCounter({ check, valuesFrom }: { check: SmsCheck; valuesFrom: string }) {
  const { length } = check;
  return (
    <Paper withBorder radius="md" p="sm" aria-label="SMS check" role="region">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          The message with {valuesFrom}:
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="sms-rendered">
          {check.text || '—'}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={length.encoding === 'gsm7' ? 'blue' : 'grape'} miw="max-content">
            {encodingLabel[length.encoding]}
          </Badge>
          <Text size="sm" data-testid="sms-length">
            {length.length} {length.encoding === 'gsm7' ? 'characters' : 'UTF-16 units'} ·{' '}
            {length.segments === 1 ? '1 part' : `${length.segments} parts`} · {length.remaining} left in this part (
            {length.perSegment} per part)
          </Text>
        </Group>
        {check.worstSegments > length.segments ? (
          <Text size="xs" c="dimmed">
            Up to {check.worstSegments} parts when every {'{#var#}'} carries its full {DLT_VAR_MAX} characters.
          </Text>
        ) : null}
        {check.unicodeCharacters.length > 0 ? (
          <Text size="xs" c="dimmed">
            Sent as Unicode because of: {check.unicodeCharacters.slice(0, 12).join(' ')}
            {check.unicodeCharacters.length > 12 ? ' …' : ''} — 70 characters per message, 67 per part.
          </Text>
        ) : null}
        {check.dltOk ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} p="xs" title="Matches the DLT text">
            The operators' scrubber will accept this text.
          </Alert>
        ) : (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            p="xs"
            title="Does not pass the DLT check"
            role="alert"
          >
            <List size="sm" spacing={2}>
              {check.problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
              {check.dltMessage ? <List.Item>{check.dltMessage}</List.Item> : null}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
