import type { UseMutationResult } from '@tanstack/react-query';
import { confirmAction } from '../ui/confirm';
import { notifySuccess } from './notify';

/**
 * A delete called with the record's id needs nothing more; one called with several ids (a payment
 * of a purchase) says how to build them from the record and which row they name.
 */
type VariablesOptions<T, V> = [V] extends [string]
  ? { variables?: never; rowId?: never }
  : {
      /** The mutation's variables for this record, e.g. `{ id: purchaseId, paymentId: record._id }`. */
      variables: (record: T) => V;
      /** The row a pending delete is for, from its variables (for busyId). */
      rowId: (variables: V) => string;
    };

type DeleteWithConfirmOptions<T, V> = {
  /**
   * The delete mutation. A failure is told once, by the mutation cache, under the mutation's
   * `meta.errorTitle`.
   */
  mutation: Pick<UseMutationResult<unknown, Error, V>, 'mutateAsync' | 'isPending' | 'variables'>;
  /** The confirmation modal's title and question for this record. */
  confirm: (record: T) => { title: string; message: string; confirmLabel?: string };
  /** The success toast; "<name> was deleted." by default. */
  success?: (record: T) => string;
} & VariablesOptions<T, V>;

/**
 * Asks first, deletes, says so in a toast, and names the row being deleted (busyId) so its
 * buttons can show it. Every delete in the app goes through here.
 */
export function useDeleteWithConfirm<T extends { _id: string; name?: string }, V = string>(
  options: DeleteWithConfirmOptions<T, V>,
) {
  const { mutation, confirm, success } = options;
  // Without `variables` V is the id itself (string), as the type above requires.
  const toVariables = options.variables ?? ((record: T) => record._id as V);
  const toRowId = options.rowId ?? ((variables: V) => variables as string);

  const onDelete = async (record: T): Promise<boolean> => {
    const confirmed = await confirmAction({ confirmLabel: 'Delete', ...confirm(record), danger: true });
    if (!confirmed) return false;
    try {
      await mutation.mutateAsync(toVariables(record));
    } catch {
      return false;
    }
    notifySuccess(success ? success(record) : `${record.name ?? 'The record'} was deleted.`);
    return true;
  };

  const busyId = mutation.isPending && mutation.variables !== undefined ? toRowId(mutation.variables) : null;
  return { busyId, onDelete };
}
