import { z } from 'zod';
import { createCampaignSchema } from '../../../../domain/schemas/campaign';
import { indiaDateTimeSchema } from '../../../../domain/schemas/iso-date';
import { audienceFilterSchema, channelSchema, type MessageChannel } from '../../../../domain/schemas/messaging';
import { ApiError } from '../../../lib/api-client';
import type { AudienceFilterState } from '../../../lib/messaging-queries';
import { emptyFilter, type FilterValues } from './audience-filter-fields';

/** What the lead list hands over as router state: its ticked leads (never in the address bar) or its filter. */
export interface SelectedLeadsState {
  leadIds?: string[];
  filter?: AudienceFilterState;
}

export const readSelection = (state: unknown): string[] => {
  const ids = (state as SelectedLeadsState | null)?.leadIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

const readFilter = (state: unknown): FilterValues => {
  const given = (state as SelectedLeadsState | null)?.filter ?? {};
  const out = { ...emptyFilter };
  for (const key of Object.keys(out) as (keyof FilterValues)[]) {
    const v = given[key];
    if (typeof v === 'string') out[key] = v;
  }
  return out;
};

const SCHEDULE_REQUIRED = 'Choose the date and time to send at, or send now.';
/** The campaign's `scheduleAt` when one is given (its other choices are "none"). */
const scheduleAtSchema = indiaDateTimeSchema('Schedule at', '10:00');

/**
 * The send screen's values: the campaign's own fields checked as the server checks them
 * (createCampaignSchema), plus the screen's choices of whom (the selection or a filter) and when.
 * The request is made from them in `campaignInput`.
 */
export const sendFormSchema = z
  .object({
    channel: channelSchema,
    templateId: createCampaignSchema.shape.templateId,
    name: createCampaignSchema.shape.name,
    mode: z.enum(['selected', 'filter']),
    /** Kept as the fields hold it ('' is any); checked below as the server checks an audience's filter. */
    filter: z.custom<FilterValues>((v) => typeof v === 'object' && v !== null),
    when: z.enum(['now', 'at']),
    /** India time as typed (`yyyy-mm-ddThh:mm`); sent as typed, the server reads it as IST. */
    scheduleAt: z.string(),
  })
  .superRefine((v, ctx) => {
    // The filter is sent only when the recipients are a filter.
    const filter = v.mode === 'filter' ? audienceFilterSchema.safeParse(v.filter) : null;
    for (const issue of filter?.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['filter', ...issue.path], message: issue.message });
    }
    if (v.when !== 'at') return;
    const at = scheduleAtSchema.safeParse(v.scheduleAt);
    const message = !v.scheduleAt ? SCHEDULE_REQUIRED : at.success ? null : at.error.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', path: ['scheduleAt'], message });
  });
export type SendFormValues = z.input<typeof sendFormSchema>;

export function sendFormDefaults(fixedChannel: MessageChannel | undefined, routerState: unknown): SendFormValues {
  return {
    channel: fixedChannel ?? 'sms',
    templateId: '',
    name: '',
    mode: readSelection(routerState).length ? 'selected' : 'filter',
    filter: readFilter(routerState),
    when: 'now',
    scheduleAt: '',
  };
}

type ServerField = 'templateId' | 'name' | 'scheduleAt' | `filter.${keyof FilterValues}` | 'root.audience';

/** The form field a server's 400 names by its path in the request; the rest of `audience` is the recipients'. */
export function serverFieldOf(path: string): ServerField | null {
  if (path === 'templateId' || path === 'name' || path === 'scheduleAt') return path;
  const filterKey = path.startsWith('audience.filter.') ? path.slice('audience.filter.'.length) : null;
  if (filterKey && filterKey in emptyFilter) return `filter.${filterKey as keyof FilterValues}`;
  if (path === 'audience' || path.startsWith('audience.')) return 'root.audience';
  return null;
}

/** The server's field errors with the form field each goes under (those the form does not show stay in the alert). */
export function serverFieldErrors(error: unknown): [ServerField, string][] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fields ?? {}).flatMap(([path, message]) => {
    const field = serverFieldOf(path);
    return field ? [[field, message] as [ServerField, string]] : [];
  });
}
