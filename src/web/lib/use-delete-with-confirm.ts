import { useState } from 'react';
import { confirmAction } from '../ui/confirm';
import { ApiError } from './api-client';
import { notifyError, notifySuccess } from './notify';

interface DeleteWithConfirmOptions<T> {
  /** The delete request (usually a mutation's mutateAsync). */
  remove: (id: string) => Promise<unknown>;
  /** The confirmation modal's title and question for this record. */
  confirm: (record: T) => { title: string; message: string };
  /** Title of the error toast when the delete fails (e.g. a 409 while the record is in use). */
  failureTitle: string;
}

/**
 * Asks first, deletes, says so in a toast and marks the row busy meanwhile. A 401 is left to the
 * session handler, which already tells the user and signs them out.
 */
export function useDeleteWithConfirm<T extends { _id: string; name: string }>({
  remove,
  confirm,
  failureTitle,
}: DeleteWithConfirmOptions<T>) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const onDelete = async (record: T) => {
    const confirmed = await confirmAction({ ...confirm(record), confirmLabel: 'Delete', danger: true });
    if (!confirmed) return;
    setBusyId(record._id);
    try {
      await remove(record._id);
      notifySuccess(`${record.name} was deleted.`);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error, failureTitle);
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, setBusyId, onDelete };
}
