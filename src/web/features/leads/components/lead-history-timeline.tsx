import { IconArrowBackUp, IconPencil, IconPlus, IconProgress, IconTrash, IconUserShare } from '@tabler/icons-react';
import type { LeadHistoryAction } from '../../../../domain/schemas/lead';
import { ChangeTimeline } from '../../../ui/change-timeline';
import { useLeadHistory } from '../api/get-lead-history';

const icons: Record<LeadHistoryAction, React.ReactNode> = {
  created: <IconPlus size={14} />,
  updated: <IconPencil size={14} />,
  status_changed: <IconProgress size={14} />,
  assigned: <IconUserShare size={14} />,
  moved_to_bin: <IconTrash size={14} />,
  restored: <IconArrowBackUp size={14} />,
};

/** Every change to the lead: who, when, and each field old → new, with the note said with it. */
export function LeadHistoryTimeline({ leadId }: { leadId: string }) {
  return <ChangeTimeline history={useLeadHistory(leadId)} icons={icons} />;
}
