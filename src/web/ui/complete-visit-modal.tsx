import { Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useCallback } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../domain/leads/statuses';
import {
  type SiteVisit,
  type SiteVisitCompleteInput,
  type SiteVisitResult,
  siteVisitCompleteSchema,
  VISIT_INTEREST_LABELS,
  VISIT_INTEREST_LEVELS,
} from '../../domain/schemas/site-visit';
import { useCompleteVisit } from '../features/site-visits';
import { formatDateTime } from '../lib/format';
import { useModalForm } from '../lib/use-modal-form';
import { confirmAction } from './confirm';
import { FormModal } from './form-modal';

const fieldNames = ['result', 'feedback', 'interest'] as const;
const RESULT_LABELS: Record<SiteVisitResult, string> = {
  done: 'Visit done',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/** Where a lead naturally goes after the visit; null when there is nothing to suggest. */
export function suggestedStatus(result: SiteVisitResult, current: LeadStatus | undefined): LeadStatus | null {
  const to: LeadStatus = result === 'done' ? 'site_visit_done' : 'interested';
  if (current === to) return null;
  // A visit that did not happen moves back only a lead that was waiting for it.
  if (result !== 'done' && current !== undefined && current !== 'site_visit_scheduled') return null;
  return to;
}

interface CompleteVisitModalProps {
  opened: boolean;
  onClose: () => void;
  /** The visit to close; its lead's status when the screen knows it. */
  visit: Pick<SiteVisit, '_id' | 'lead' | 'project' | 'at'> | null;
  leadStatus?: LeadStatus | undefined;
}

/**
 * "Complete visit": done (feedback, hot / warm / cold), no-show or cancelled. Then the status move is
 * asked ("Move the lead to Site Visit Done?") and sent only if the user agrees.
 */
export function CompleteVisitModal({ opened, onClose, visit, leadStatus }: CompleteVisitModalProps) {
  const mutation = useCompleteVisit();
  const { reset: resetMutation } = mutation;
  const toValues = useCallback(
    (): SiteVisitCompleteInput => ({ result: 'done', feedback: '', interest: undefined }),
    [],
  );
  const { form, modalProps } = useModalForm(siteVisitCompleteSchema, {
    opened,
    onClose,
    record: visit,
    addLabel: 'Complete visit',
    title: visit ? `Complete visit: ${visit.lead.name}` : 'Complete visit',
    submitLabel: 'Save',
    mutation,
    toValues,
    onOpen: resetMutation,
    fieldNames,
    save: async (values, record) => {
      const to = suggestedStatus(values.result, leadStatus);
      const move = to
        ? await confirmAction({
            title: 'Change the lead status?',
            message: `Move the lead to ${LEAD_STATUS_LABELS[to]}?`,
            confirmLabel: `Move to ${LEAD_STATUS_LABELS[to]}`,
            cancelLabel: 'Keep the status',
          })
        : false;
      return mutation.mutateAsync({
        id: record?._id ?? '',
        body: {
          result: values.result,
          feedback: values.feedback,
          interest: values.result === 'done' ? values.interest : undefined,
          leadStatus: move && to ? to : undefined,
        },
      });
    },
    success: (saved) =>
      `Visit of ${saved.lead.name} marked ${RESULT_LABELS[saved.status as SiteVisitResult] ?? saved.status}.`,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const result = useWatch({ control, name: 'result' });

  return (
    <FormModal {...modalProps}>
      {visit ? (
        <Text size="sm" c="dimmed">
          {visit.project} · {formatDateTime(visit.at)} (India time)
        </Text>
      ) : null}
      <Controller
        control={control}
        name="result"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="visit-result-label">
              Result
            </Text>
            <SegmentedControl
              aria-labelledby="visit-result-label"
              fullWidth
              value={field.value}
              onChange={field.onChange}
              data={(Object.keys(RESULT_LABELS) as SiteVisitResult[]).map((r) => ({
                value: r,
                label: RESULT_LABELS[r],
              }))}
            />
            {errors.result?.message ? (
              <Text size="xs" c="red.8" role="alert">
                {errors.result.message}
              </Text>
            ) : null}
          </Stack>
        )}
      />
      {result === 'done' ? (
        <Controller
          control={control}
          name="interest"
          render={({ field }) => (
            <Radio.Group
              label="Interest after the visit"
              value={field.value ?? ''}
              onChange={(v) => field.onChange(v || undefined)}
              error={errors.interest?.message}
            >
              <Stack gap={6} mt={6} style={{ flexDirection: 'row', gap: 16 }}>
                {VISIT_INTEREST_LEVELS.map((level) => (
                  <Radio key={level} value={level} label={VISIT_INTEREST_LABELS[level]} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      ) : null}
      <Textarea
        label={result === 'done' ? 'Feedback' : 'Note'}
        placeholder={result === 'done' ? 'What the buyer liked, what worried them' : 'What happened'}
        autosize
        minRows={2}
        maxRows={6}
        error={errors.feedback?.message}
        {...register('feedback')}
      />
    </FormModal>
  );
}
