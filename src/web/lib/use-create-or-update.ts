import type { UseMutationResult } from '@tanstack/react-query';

/**
 * Picks the create or the update mutation for an add/edit form: the one whose state (pending,
 * error) the form shows, a reset for both, and the save call for the record being edited.
 */
export function useCreateOrUpdate<TSaved, TInput>(
  create: UseMutationResult<TSaved, Error, TInput>,
  update: UseMutationResult<TSaved, Error, { id: string; input: TInput }>,
  editing: boolean,
) {
  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;
  return {
    mutation: editing ? update : create,
    resetBoth: () => {
      resetCreate();
      resetUpdate();
    },
    save: (input: TInput, current: { _id: string } | null) =>
      current ? update.mutateAsync({ id: current._id, input }) : create.mutateAsync(input),
  };
}
