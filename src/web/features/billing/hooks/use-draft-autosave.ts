import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftKind } from '../../../../domain/schemas/draft';
import { createDraft } from '../api/create-draft';
import { draftKeys } from '../api/keys';
import { updateDraft } from '../api/update-draft';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

interface Options {
  kind: DraftKind;
  quotationId?: string;
  /** The draft being resumed, if any. */
  initialDraftId: string | null;
  /** The latest form values and whether the user has changed anything. */
  values: Record<string, unknown>;
  dirty: boolean;
  title: string;
  /** Off once the quotation itself is saved. */
  enabled: boolean;
  delayMs?: number;
}

/**
 * Saves the form to the user's drafts on the server a moment after they stop typing. Saves run
 * one at a time; the first creates the draft, later ones update it.
 */
export function useDraftAutosave({
  kind,
  quotationId,
  initialDraftId,
  values,
  dirty,
  title,
  enabled,
  delayMs = 1200,
}: Options) {
  const queryClient = useQueryClient();
  const draftId = useRef<string | null>(initialDraftId);
  const running = useRef<Promise<void> | null>(null);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const serialised = JSON.stringify(values);

  const save = useCallback(
    async (data: Record<string, unknown>, draftTitle: string) => {
      await running.current;
      const work = (async () => {
        setStatus('saving');
        try {
          if (draftId.current) await updateDraft(draftId.current, { title: draftTitle, data });
          else draftId.current = (await createDraft({ kind, quotationId, title: draftTitle, data }))._id;
          setStatus('saved');
          setSavedAt(new Date());
          void queryClient.invalidateQueries({ queryKey: draftKeys.list() });
        } catch {
          setStatus('error');
        }
      })();
      running.current = work;
      await work;
    },
    [kind, quotationId, queryClient],
  );

  useEffect(() => {
    if (!enabled || !dirty) return;
    const timer = setTimeout(() => void save(JSON.parse(serialised), title), delayMs);
    return () => clearTimeout(timer);
  }, [serialised, dirty, enabled, title, delayMs, save]);

  return { status, savedAt, draftId: () => draftId.current, waitForSave: () => running.current };
}
