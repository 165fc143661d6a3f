import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { PersonEraseResult, PersonQuery, PersonSummary } from '../../../../domain/schemas/person-data';
import { errorMessage } from '../../../lib/api-client';
import { useErasePerson } from '../api/person-data';
import { KeptRecords } from './kept-records';

/** What goes with each erased lead, and the messages outside them: the same list docs/personal-data.md gives. */
const GOES = [
  'name, mobile, alternate mobile, email and notes (the lead stays as "Erased person" with its status, dates, source and project, so report counts do not change)',
  'what was written on its timeline, follow-ups and site visits',
  'the numbers and notes of its calls, and the call recordings themselves',
  'the addresses and texts of the SMS, emails and WhatsApp messages sent to it, what it wrote on WhatsApp and the photos, documents and voice notes it sent',
  'what portals, ads and the website sent about it, and its lines in lead imports',
  'the words of tasks about it, sales contacts and quotations (not behind a tax invoice) with this mobile or email',
  'the address and text of demand SMS and emails that reached this mobile or email about someone else’s booking (the message stays, to no one)',
];

/** The confirmation step: names what will go and what stays, and needs a tick before it erases. */
export function EraseModal({
  opened,
  onClose,
  person,
  summary,
  onErased,
}: {
  opened: boolean;
  onClose: () => void;
  person: PersonQuery;
  summary: PersonSummary;
  onErased: (result: PersonEraseResult) => void;
}) {
  const [sure, setSure] = useState(false);
  const erase = useErasePerson();
  const going = summary.leads.filter((l) => !l.kept);
  const close = () => {
    setSure(false);
    erase.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Erase this person’s data" size="lg">
      <Stack gap="sm">
        {going.length ? (
          <>
            <Text size="sm" fw={600}>
              {going.length === 1 ? 'This lead is anonymised:' : `These ${going.length} leads are anonymised:`}
            </Text>
            <List size="sm">
              {going.map((l) => (
                <List.Item key={l._id}>
                  {l.name} — {l.mobile}
                  {l.project ? `, ${l.project}` : ''}
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm">No lead of this person can be erased; their other records below can.</Text>
        )}
        <Text size="sm" fw={600}>
          With them go:
        </Text>
        <List size="sm">
          {GOES.map((g) => (
            <List.Item key={g}>{g}</List.Item>
          ))}
        </List>
        <Text size="sm">
          Opt-outs stay in force as a one-way code of the mobile or email, so the person is not messaged again.
        </Text>
        <KeptRecords kept={summary.kept} />
        {erase.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(erase.error)}
          </Alert>
        ) : null}
        <Checkbox
          label="I have read what will go. An erasure cannot be undone."
          checked={sure}
          onChange={(e) => setSure(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={!sure}
            loading={erase.isPending}
            onClick={() =>
              erase.mutate(person, {
                onSuccess: (result) => {
                  onErased(result);
                  close();
                },
              })
            }
          >
            Erase
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
