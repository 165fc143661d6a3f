import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ENTITY_TYPE_LABELS, type Entity } from '../../../../domain/schemas/entity';
import { formatRupees } from '../../../lib/format';
import { PhoneLink } from '../../../ui/phone-link';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

/** The entity's details as a card; flat fields only for a flat buyer. */
export function EntityDetails({ entity, actions }: { entity: Entity; actions?: React.ReactNode }) {
  const buyer = entity.type === 'customer';
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <Title order={2} fz="lg">
            Details
          </Title>
          <Badge variant="light">{ENTITY_TYPE_LABELS[entity.type]}</Badge>
        </Group>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Field label="Mobile" value={entity.mobile ? <PhoneLink number={entity.mobile} /> : null} />
        <Field label="Email" value={entity.email} />
        <Field label="PAN" value={entity.pan} />
        <Field label="GSTIN" value={entity.gstin} />
        <Field label="Address" value={entity.address} />
        <Field
          label={buyer ? 'Agreement value' : 'Agreement / contract value'}
          value={formatRupees(entity.agreementValue, '')}
        />
        {buyer ? (
          <>
            <Field label="Project" value={entity.project} />
            <Field label="Wing / Flat" value={[entity.wing, entity.flatNo].filter(Boolean).join('-')} />
            <Field label="Floor" value={entity.floor} />
            <Field label="Carpet area" value={entity.carpetArea === null ? '' : `${entity.carpetArea} sq ft`} />
          </>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}
