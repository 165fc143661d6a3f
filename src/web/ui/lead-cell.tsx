import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../domain/paths';
import { CellText } from './cell-text';
import { PhoneLink } from './phone-link';

/** A list's Lead column: the name opening the lead's page, and its mobile beneath as a call link. */
export function LeadCell({ lead, maw = 200 }: { lead: { _id: string; name: string; mobile: string }; maw?: number }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={paths.leadDetails(lead._id)} size="sm" fw={600}>
        <CellText maw={maw} fw={600} size="sm" c="inherit">
          {lead.name}
        </CellText>
      </Anchor>
      <PhoneLink number={lead.mobile} leadId={lead._id} size="xs" c="dimmed" />
    </Stack>
  );
}
