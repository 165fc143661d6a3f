import { Button, Center, Select } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsDownUp,
  IconBrandWhatsapp,
  IconBuildingEstate,
  IconCalendarCheck,
  IconCalendarDue,
  IconCalendarOff,
  IconCalendarX,
  IconClockPlus,
  IconFileImport,
  IconFileInvoice,
  IconHomeCheck,
  IconLock,
  IconLockOpen,
  IconMail,
  IconMapPin,
  IconMessage,
  IconNote,
  IconPencil,
  IconPhone,
  IconPlus,
  IconProgress,
  IconTrash,
  IconUserShare,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ACTIVITY_KINDS, type ActivityKind, type ActivityRow } from '../../../../domain/schemas/activity';
import { ChangeTimeline } from '../../../ui/change-timeline';
import { useLeadActivities } from '../api/get-lead-activities';

const KINDS: Record<ActivityKind, { label: string; icon: React.ReactNode }> = {
  created: { label: 'Added', icon: <IconPlus size={14} /> },
  updated: { label: 'Edited', icon: <IconPencil size={14} /> },
  status_changed: { label: 'Status changed', icon: <IconProgress size={14} /> },
  assigned: { label: 'Assigned', icon: <IconUserShare size={14} /> },
  binned: { label: 'Moved to the bin', icon: <IconTrash size={14} /> },
  restored: { label: 'Restored', icon: <IconArrowBackUp size={14} /> },
  imported: { label: 'Imported', icon: <IconFileImport size={14} /> },
  note: { label: 'Note', icon: <IconNote size={14} /> },
  follow_up_scheduled: { label: 'Follow-up scheduled', icon: <IconCalendarDue size={14} /> },
  follow_up_done: { label: 'Follow-up done', icon: <IconCalendarCheck size={14} /> },
  follow_up_missed: { label: 'Follow-up missed', icon: <IconCalendarX size={14} /> },
  follow_up_rescheduled: { label: 'Follow-up rescheduled', icon: <IconCalendarDue size={14} /> },
  follow_up_cancelled: { label: 'Follow-up cancelled', icon: <IconCalendarOff size={14} /> },
  site_visit_scheduled: { label: 'Site visit scheduled', icon: <IconBuildingEstate size={14} /> },
  site_visit_done: { label: 'Site visit done', icon: <IconCalendarCheck size={14} /> },
  site_visit_no_show: { label: 'Site visit no-show', icon: <IconCalendarX size={14} /> },
  site_visit_cancelled: { label: 'Site visit cancelled', icon: <IconCalendarOff size={14} /> },
  site_visit_check_in: { label: 'Checked in at the site', icon: <IconMapPin size={14} /> },
  call: { label: 'Call', icon: <IconPhone size={14} /> },
  email: { label: 'E-mail', icon: <IconMail size={14} /> },
  sms: { label: 'SMS', icon: <IconMessage size={14} /> },
  whatsapp: { label: 'WhatsApp', icon: <IconBrandWhatsapp size={14} /> },
  quotation: { label: 'Quotation', icon: <IconFileInvoice size={14} /> },
  re_enquiry: { label: 'Enquired again', icon: <IconArrowsDownUp size={14} /> },
  unit_held: { label: 'Unit held', icon: <IconLock size={14} /> },
  unit_hold_extended: { label: 'Hold extended', icon: <IconClockPlus size={14} /> },
  unit_released: { label: 'Hold ended', icon: <IconLockOpen size={14} /> },
  booking: { label: 'Booking', icon: <IconHomeCheck size={14} /> },
};
const icons = Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, KINDS[k].icon])) as Record<
  ActivityKind,
  React.ReactNode
>;
const kindOptions = ACTIVITY_KINDS.map((k) => ({ value: k, label: KINDS[k].label }));

/** A row as the shared timeline draws it: the summary, the changed fields and the note said. */
function toChangeRow(row: ActivityRow) {
  const p = row.payload as { summary: string; changes?: { field: string; from: string | null; to: string | null }[] };
  const note =
    'note' in row.payload
      ? row.payload.note
      : 'text' in row.payload
        ? row.payload.text
        : 'message' in row.payload
          ? (row.payload.message ?? null)
          : null;
  return { _id: row._id, action: row.kind, summary: p.summary, changes: p.changes ?? [], note, by: row.by, at: row.at };
}

/** Everything that happened to the lead, newest first, one kind at a time if asked. */
export function LeadActivityTimeline({ leadId }: { leadId: string }) {
  const [kind, setKind] = useState<ActivityKind | null>(null);
  const query = useLeadActivities(leadId, kind);
  const rows = query.data?.pages.flatMap((page) => page.activities.map(toChangeRow));
  return (
    <ChangeTimeline
      history={{ ...query, data: rows }}
      icons={icons}
      title="Activity"
      empty={kind ? `No “${KINDS[kind].label}” activity on this lead.` : 'Nothing recorded yet.'}
      controls={
        <Select
          aria-label="Kind of activity"
          placeholder="All activity"
          data={kindOptions}
          value={kind}
          onChange={(value) => setKind(value as ActivityKind | null)}
          clearable
          searchable
          size="xs"
          w={220}
        />
      }
      footer={
        query.hasNextPage ? (
          <Center mt="md">
            <Button
              variant="default"
              size="xs"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Show older
            </Button>
          </Center>
        ) : null
      }
    />
  );
}
