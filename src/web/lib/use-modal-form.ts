import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, type SubmitErrorHandler, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, shownUnderFields } from './apply-server-errors';
import { notifySuccess } from './notify';

interface ModalFormOptions<R, TIn extends FieldValues, TOut, S> {
  opened: boolean;
  onClose: () => void;
  /** The record being edited, or null to add one. */
  record: R | null;
  /** Title and submit label when adding, e.g. "Add Branch" (editing says "Edit <name>" / "Save changes"). */
  addLabel: string;
  /** The modal's title where the spec words it otherwise than the default. */
  title?: string;
  /** The submit button's label where the spec words it otherwise than the default. */
  submitLabel?: string;
  /** The save request's state, shown as the alert and the busy submit button. */
  mutation: { error: unknown; isPending: boolean };
  toValues: (record: R | null) => TIn;
  /** Clears the save mutations' last error (and any state kept beside the form), so a reopened modal starts clean. */
  onOpen: () => void;
  save: (values: TOut, record: R | null) => Promise<S>;
  /** The success toast, or null for none; "<name> was added." / "<name> was saved." by default. */
  success?: (saved: S, values: TOut) => string | null;
  /** Runs after a save, once the modal has closed (e.g. to open what was saved). */
  onSaved?: (saved: S) => void;
  /** Runs when the zod check refuses the values, after the fields were marked. */
  onInvalid?: SubmitErrorHandler<TIn>;
  /** Form fields that can carry a server field error. */
  fieldNames: readonly Path<TIn>[];
  /** Field that shows a 409 duplicate answered without `fields`. */
  conflictField?: Path<TIn>;
}

/** Which record a form holds: its id when it has one (copies of it are the same record), else itself; null to add. */
function recordKey(record: unknown): unknown {
  if (record === null || typeof record !== 'object') return record ?? null;
  const { _id, id } = record as { _id?: unknown; id?: unknown };
  return _id ?? id ?? record;
}

function nameOf(value: unknown): string {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : '';
}

/**
 * An add/edit form in a modal: zod validation, values refilled from the record each time it opens,
 * a toast on save, and on failure the server's field errors under their fields while the typed
 * content stays (the modal stays open).
 */
export function useModalForm<R, TIn extends FieldValues, TOut extends FieldValues, S = { name: string }>(
  schema: z.ZodType<TOut, TIn>,
  options: ModalFormOptions<R, TIn, TOut, S>,
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

  // Refilled when the modal opens or another record comes in, not when a background refetch hands
  // over a new copy of the same record: that would wipe what the person is typing (CI once lost a
  // typed visit date that way and booked the form's default day).
  const filledFor = useRef<unknown>(undefined);
  useEffect(() => {
    if (!opened) {
      filledFor.current = undefined;
      return;
    }
    const key = recordKey(record);
    if (filledFor.current === key) return;
    filledFor.current = key;
    reset(toValues(record));
    onOpenRef.current();
  }, [opened, record, reset, toValues]);

  const onSubmit = handleSubmit(async (values) => {
    let saved: S;
    try {
      saved = await save(values, record);
    } catch (error) {
      applyServerErrors(error, fieldNames, setError, conflictField);
      return;
    }
    const told = options.success
      ? options.success(saved, values)
      : `${nameOf(saved)} was ${record ? 'saved' : 'added'}.`;
    if (told) notifySuccess(told);
    onClose();
    options.onSaved?.(saved);
  }, options.onInvalid);

  // Everything <FormModal> needs besides its fields.
  const modalProps = {
    opened,
    onClose,
    title: options.title ?? (record ? `Edit ${nameOf(record)}` : addLabel),
    onSubmit,
    // One message per error: a failure the fields already explain gets no second copy in the alert.
    error: shownUnderFields(mutation.error, fieldNames, conflictField) ? null : mutation.error,
    submitting: mutation.isPending,
    submitLabel: options.submitLabel ?? (record ? 'Save changes' : addLabel),
  };
  return { form, modalProps };
}
