import { IconCash, IconFile, IconPencil, IconPlus, IconTrash, IconUser } from '@tabler/icons-react';
import type { HistoryAction } from '../../../../domain/schemas/entity';
import { ChangeTimeline } from '../../../ui/change-timeline';
import { useHistory } from '../api/get-history';

const icons: Record<HistoryAction, React.ReactNode> = {
  created: <IconPlus size={14} />,
  updated: <IconPencil size={14} />,
  payment_added: <IconCash size={14} />,
  payment_updated: <IconCash size={14} />,
  payment_deleted: <IconTrash size={14} />,
  document_added: <IconFile size={14} />,
  document_deleted: <IconTrash size={14} />,
  contact_added: <IconUser size={14} />,
  contact_updated: <IconUser size={14} />,
  contact_deleted: <IconTrash size={14} />,
};

/** Every change to the entity: who, when, and each field old → new. */
export function HistoryTimeline({ entityId }: { entityId: string }) {
  return <ChangeTimeline history={useHistory(entityId)} icons={icons} />;
}
