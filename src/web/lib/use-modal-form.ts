import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from './apply-server-errors';
import { notifySuccess } from './notify';

interface ModalFormOptions<R, TIn extends FieldValues, TOut> {
  opened: boolean;
  onClose: () => void;
  /** The record being edited, or null to add one. */
  record: R | null;
  /** Title and submit label when adding, e.g. "Add Branch" (editing says "Edit <name>" / "Save changes"). */
  addLabel: string;
  /** The save request's state, shown as the alert and the busy submit button. */
  mutation: { error: unknown; isPending: boolean };
  toValues: (record: R | null) => TIn;
  /** Clears the save mutations' last error, so a reopened modal starts clean. */
  onOpen: () => void;
  save: (values: TOut, record: R | null) => Promise<{ name: string }>;
  /** Form fields that can carry a server field error. */
  fieldNames: readonly Path<TIn>[];
  /** Field that shows a 409 duplicate answered without `fields`. */
  conflictField?: Path<TIn>;
}

/**
 * An add/edit form in a modal: zod validation, values refilled from the record each time it opens,
 * a toast on save, and on failure the server's field errors under their fields while the typed
 * content stays (the modal stays open).
 */
export function useModalForm<R extends { name: string }, TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  options: ModalFormOptions<R, TIn, TOut>,
) {
  const { opened, onClose, record, addLabel, mutation, toValues, onOpen, save, fieldNames, conflictField } = options;
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues: toValues(record) as DefaultValues<TIn>,
  });
  const { reset, setError, handleSubmit } = form;
  // The latest callback without re-running the effect (and resetting the form) on every render.
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    if (!opened) return;
    reset(toValues(record));
    onOpenRef.current();
  }, [opened, record, reset, toValues]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save(values, record);
      notifySuccess(record ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onClose();
    } catch (error) {
      applyServerErrors(error, fieldNames, setError, conflictField);
    }
  });

  // Everything <FormModal> needs besides its fields.
  const modalProps = {
    opened,
    onClose,
    title: record ? `Edit ${record.name}` : addLabel,
    onSubmit,
    error: mutation.error,
    submitting: mutation.isPending,
    submitLabel: record ? 'Save changes' : addLabel,
  };
  return { form, modalProps };
}
