import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { SearchInput } from '../../../ui/search-input';
import { useBookings } from '../api/bookings-api';

/** Pick a booking (search by number, unit or buyer): the letters fill from it. */
export function BookingPickerModal({
  opened,
  onClose,
  onPick,
  busyId,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (bookingId: string) => void;
  busyId: string | null;
}) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 300);
  const list = useBookings({ q: search.trim() || undefined, pageSize: 10 }, opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Fill from a booking" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The buyers, the unit and the frozen cost sheet are written into the letter. You can still change everything.
        </Text>
        <SearchInput value={text} onChange={setText} placeholder="Booking no., unit or buyer" label="Search bookings" />
        {list.data && list.data.bookings.length === 0 ? (
          <Text size="sm">No booking matches.</Text>
        ) : (
          <Table verticalSpacing={4} aria-label="Bookings to fill from">
            <Table.Tbody>
              {(list.data?.bookings ?? []).map((b) => (
                <Table.Tr key={b._id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {b.bookingNo}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {indiaDisplayDate(b.bookingDate)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{b.buyer}</Text>
                    <Text size="xs" c="dimmed">
                      {b.unit.tower}-{b.unit.number}, {b.project.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" onClick={() => onPick(b._id)} loading={busyId === b._id}>
                      Fill
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
