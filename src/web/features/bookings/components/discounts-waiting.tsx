import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBookingSettings, useBookings, useSaveBookingSettings } from '../api/bookings-api';
import { BookingsTable } from './bookings-table';

/**
 * An administrator's panel on /bookings: the bookings whose discount waits for them, and the
 * threshold above which a discount waits.
 */
export function DiscountsWaiting() {
  const waiting = useBookings({ discount: 'pending', pageSize: 100 });
  const settings = useBookingSettings();
  const save = useSaveBookingSettings();
  const [threshold, setThreshold] = useState<number | string>('');
  useEffect(() => {
    if (settings.data) setThreshold(settings.data.discountThresholdPercent);
  }, [settings.data]);

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync({ discountThresholdPercent: Number(threshold) });
      notifySuccess(`Discounts above ${saved.discountThresholdPercent}% now wait for an administrator.`);
    } catch (error) {
      notifyError(error, 'Could not save the threshold');
    }
  };

  const rows = waiting.data?.bookings ?? [];
  return (
    <Card withBorder mb="lg" padding="md">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={4}>Discounts waiting ({waiting.data?.total ?? 0})</Title>
          <Text size="sm" c="dimmed">
            Open a booking to approve or reject its discount. Until then its cost sheet is without it.
          </Text>
        </Stack>
        <Group align="flex-end" gap="xs">
          <NumberInput
            label="Approval above (%)"
            value={threshold}
            onChange={setThreshold}
            min={0}
            max={99.99}
            decimalScale={2}
            w={150}
          />
          <Button variant="default" onClick={() => void onSave()} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Group>
      {rows.length > 0 ? (
        <BookingsTable rows={rows} label="Discounts waiting" />
      ) : (
        <Text size="sm" c="dimmed">
          {waiting.isPending ? 'Loading…' : 'No discount is waiting for a decision.'}
        </Text>
      )}
    </Card>
  );
}
