import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { addDays, todayInIndia } from '../../domain/india-date';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../domain/leads/statuses';
import { FOLLOW_UP_TYPE_LABELS, type FollowUp } from '../../domain/schemas/follow-up';
import {
  SITE_VISIT_DEFAULT_TIME,
  type SiteVisitScheduleInput,
  siteVisitScheduleSchema,
} from '../../domain/schemas/site-visit';
import { useBookVisit } from '../features/site-visits';
import { formatDateTime } from '../lib/format';
import { useLeadPickers } from '../lib/shared-queries';
import { useModalForm } from '../lib/use-modal-form';
import { confirmAction } from './confirm';
import { FormModal } from './form-modal';
import { IndiaDateTimeInput } from './india-date-time-field';
import { VISIT_TIME_LABELS } from './site-visit-bits';

export interface VisitLead {
  _id: string;
  name: string;
  status: LeadStatus;
  project: string | null;
}

const fieldNames = ['project', 'at', 'pickup', 'pickupAddress', 'accompaniedBy', 'note', 'replaceFollowUp'] as const;
const SCHEDULED: LeadStatus = 'site_visit_scheduled';

/** Asked, never forced: only a lead still before the visit stage is offered the move. */
async function askMoveTo(lead: VisitLead, to: LeadStatus): Promise<LeadStatus | undefined> {
  if (LEAD_STATUSES.indexOf(lead.status) >= LEAD_STATUSES.indexOf(to)) return undefined;
  const yes = await confirmAction({
    title: 'Change the lead status?',
    message: `Move the lead to ${LEAD_STATUS_LABELS[to]}?`,
    confirmLabel: `Move to ${LEAD_STATUS_LABELS[to]}`,
    cancelLabel: `Keep ${LEAD_STATUS_LABELS[lead.status]}`,
  });
  return yes ? to : undefined;
}

interface BookVisitModalProps {
  opened: boolean;
  onClose: () => void;
  lead: VisitLead | null;
  /** The lead's open follow-up, if known: a planned call the person may choose to replace. */
  current?: FollowUp | null | undefined;
}

/** "Book site visit": project, India date and time, pickup and address, who goes along. */
export function BookVisitModal({ opened, onClose, lead, current }: BookVisitModalProps) {
  const mutation = useBookVisit();
  // A planned call (not this lead's booked visit) stays unless the person ticks to replace it.
  const planned = current?.status === 'open' && !current.siteVisitId ? current : null;
  const pickers = useLeadPickers();
  const { reset: resetMutation } = mutation;
  const toValues = useCallback(
    (record: VisitLead | null): SiteVisitScheduleInput => ({
      project: record?.project ?? '',
      at: `${addDays(todayInIndia(), 1)}T${SITE_VISIT_DEFAULT_TIME}`,
      pickup: false,
      pickupAddress: '',
      accompaniedBy: '',
      note: '',
      replaceFollowUp: false,
    }),
    [],
  );
  const { form, modalProps } = useModalForm(siteVisitScheduleSchema, {
    opened,
    onClose,
    record: lead,
    addLabel: 'Book site visit',
    title: lead ? `Book site visit: ${lead.name}` : 'Book site visit',
    submitLabel: 'Book visit',
    mutation,
    toValues,
    onOpen: resetMutation,
    fieldNames,
    save: async (values, record) => {
      const leadStatus = record ? await askMoveTo(record, SCHEDULED) : undefined;
      return mutation.mutateAsync({
        leadId: record?._id ?? '',
        body: {
          project: values.project,
          at: values.at.toISOString(),
          pickup: values.pickup,
          pickupAddress: values.pickup ? values.pickupAddress : undefined,
          accompaniedBy: values.accompaniedBy ?? undefined,
          note: values.note,
          leadStatus,
          replaceFollowUp: planned ? values.replaceFollowUp : false,
        },
      });
    },
    success: (visit) => `Site visit booked for ${visit.lead.name}.`,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const pickup = useWatch({ control, name: 'pickup' });
  const members = (pickers.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }));

  return (
    <FormModal {...modalProps} size="lg">
      <TextInput label="Project" withAsterisk data-autofocus error={errors.project?.message} {...register('project')} />
      <IndiaDateTimeInput control={control} name="at" withAsterisk {...VISIT_TIME_LABELS} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="accompaniedBy"
          render={({ field }) => (
            <Select
              label="Accompanied by"
              placeholder="Nobody"
              data={members}
              value={(typeof field.value === 'string' ? field.value : field.value?._id) || null}
              onChange={(v) => field.onChange(v ?? '')}
              clearable
              searchable
              error={errors.accompaniedBy?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="pickup"
          render={({ field }) => (
            <Checkbox
              mt={{ base: 0, sm: 30 }}
              label="Pickup needed"
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
      </SimpleGrid>
      {pickup ? (
        <Textarea
          label="Pickup address"
          withAsterisk
          autosize
          minRows={2}
          error={errors.pickupAddress?.message}
          {...register('pickupAddress')}
        />
      ) : null}
      <Textarea label="Note" autosize minRows={2} maxRows={5} error={errors.note?.message} {...register('note')} />
      {planned ? (
        <Controller
          control={control}
          name="replaceFollowUp"
          render={({ field }) => (
            <Checkbox
              label={`Replace the planned ${FOLLOW_UP_TYPE_LABELS[planned.type].toLowerCase()} of ${formatDateTime(planned.dueAt)} with this visit`}
              description={`Left unticked, the ${FOLLOW_UP_TYPE_LABELS[planned.type].toLowerCase()} stays planned as well.`}
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
      ) : null}
    </FormModal>
  );
}
