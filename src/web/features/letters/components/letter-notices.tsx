import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconFileCheck, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { IssuedLetterSummary } from '../../../../domain/schemas/letter';
import { formatDateTime } from '../../../lib/format';

/** Shown when the sheet is a letter reopened from a buyer's documents. */
export function ReopenedNotice({ letter, newLetterPath }: { letter: IssuedLetterSummary; newLetterPath: string }) {
  return (
    <Alert color="blue" variant="light" icon={<IconFileCheck size={18} />} title="A letter as it was issued">
      <Text size="sm">
        Issued to <b>{letter.entity.name}</b> on {formatDateTime(letter.issuedAt)} by {letter.issuedBy.name}. Print it
        again as it is, or change it and save it as a new letter.
      </Text>
      <Group gap="sm" mt="xs">
        <Button component={Link} to={newLetterPath} size="xs" variant="light">
          Start a new letter
        </Button>
        <Anchor component={Link} to={paths.documentGenerator({ entityId: letter.entity._id })} size="sm">
          All letters issued to {letter.entity.name}
        </Anchor>
      </Group>
    </Alert>
  );
}

/** The flat buyer this letter is for, once filled or saved. */
export function CustomerNotice({ customer }: { customer: { _id: string; name: string } }) {
  return (
    <Group gap={6}>
      <IconUser size={16} aria-hidden />
      <Text size="sm">
        Letter for <b>{customer.name}</b>.
      </Text>
      <Anchor component={Link} to={paths.documentGenerator({ entityId: customer._id })} size="sm">
        Letters issued to {customer.name}
      </Anchor>
    </Group>
  );
}

/** After 'Save to customer's documents'. */
export function SavedNotice({ letter, path }: { letter: IssuedLetterSummary; path: string }) {
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Saved to the customer’s documents">
      <Text size="sm">
        Saved for <b>{letter.entity.name}</b> on {formatDateTime(letter.issuedAt)} by {letter.issuedBy.name}.{' '}
        <Anchor component={Link} to={`${path}?letterId=${letter._id}`}>
          Open it as issued
        </Anchor>
      </Text>
    </Alert>
  );
}
