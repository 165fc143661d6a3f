import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconBuildingEstate, IconCalendarCheck, IconCalendarTime, IconDots, IconPhoneCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { LeadStatus } from '../../domain/leads/statuses';
import type { FollowUp } from '../../domain/schemas/follow-up';
import { BookVisitModal } from './book-visit-modal';
import { CompleteVisitModal } from './complete-visit-modal';
import { LogOutcomeModal } from './log-outcome-modal';
import { RescheduleVisitModal } from './reschedule-visit-modal';
import { ScheduleFollowUpModal } from './schedule-follow-up-modal';

/** What every list row and the lead page know of a lead: enough for each sales modal. */
export interface SalesLead {
  _id: string;
  name: string;
  mobile: string;
  status: LeadStatus;
  project: string | null;
  assignedTo: { _id: string; name: string } | null;
}

export interface VisitRef {
  _id: string;
  lead: { _id: string; name: string; mobile: string };
  project: string;
  at: string;
}

type Action =
  | { kind: 'outcome'; lead: SalesLead }
  | { kind: 'schedule'; lead: SalesLead; current: FollowUp | null }
  | { kind: 'book'; lead: SalesLead; current?: FollowUp | null | undefined }
  | { kind: 'complete'; visit: VisitRef; leadStatus: LeadStatus | undefined }
  | { kind: 'moveVisit'; visit: VisitRef };

/** The visit an open site-visit follow-up stands for (its time is the visit's). */
export function visitOf(lead: SalesLead, followUp: FollowUp | null | undefined): VisitRef | null {
  if (!followUp?.siteVisitId || followUp.status !== 'open') return null;
  return {
    _id: followUp.siteVisitId,
    lead: { _id: lead._id, name: lead.name, mobile: lead.mobile },
    project: lead.project ?? '',
    at: followUp.dueAt,
  };
}

/**
 * The sales modals of a screen, opened without leaving it: Log outcome, Schedule / Reschedule,
 * Book site visit, Complete visit. Mount `modals` once; call `open` from any row.
 */
export function useSalesActions(): { open: (action: Action) => void; modals: ReactNode } {
  const [action, setAction] = useState<Action | null>(null);
  // Kept after closing so the modal's closing animation still has its content.
  const [last, setLast] = useState<Action | null>(null);
  const open = (next: Action) => {
    setLast(next);
    setAction(next);
  };
  const close = () => setAction(null);
  const shown = action ?? last;
  const modals = (
    <>
      <LogOutcomeModal
        opened={action?.kind === 'outcome'}
        onClose={close}
        lead={shown?.kind === 'outcome' ? shown.lead : null}
      />
      <ScheduleFollowUpModal
        opened={action?.kind === 'schedule'}
        onClose={close}
        lead={shown?.kind === 'schedule' ? shown.lead : null}
        current={shown?.kind === 'schedule' ? shown.current : null}
      />
      <BookVisitModal
        opened={action?.kind === 'book'}
        onClose={close}
        lead={shown?.kind === 'book' ? shown.lead : null}
        current={shown?.kind === 'book' ? shown.current : null}
      />
      <CompleteVisitModal
        opened={action?.kind === 'complete'}
        onClose={close}
        visit={shown?.kind === 'complete' ? shown.visit : null}
        leadStatus={shown?.kind === 'complete' ? shown.leadStatus : undefined}
      />
      <RescheduleVisitModal
        opened={action?.kind === 'moveVisit'}
        onClose={close}
        visit={shown?.kind === 'moveVisit' ? shown.visit : null}
      />
    </>
  );
  return { open, modals };
}

interface SalesRowActionsProps {
  lead: SalesLead;
  /** The lead's open follow-up, when the list has it. */
  followUp?: FollowUp | null | undefined;
  open: (action: Action) => void;
}

/** One click to log what happened; the rest in a menu beside it, named for screen readers. */
export function SalesRowActions({ lead, followUp, open }: SalesRowActionsProps) {
  const visit = visitOf(lead, followUp);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {visit ? (
        <Button
          size="compact-sm"
          variant="light"
          color="violet"
          leftSection={<IconCalendarCheck size={16} />}
          onClick={() => open({ kind: 'complete', visit, leadStatus: lead.status })}
          aria-label={`Complete visit: ${lead.name}`}
        >
          Complete visit
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPhoneCheck size={16} />}
          onClick={() => open({ kind: 'outcome', lead })}
          aria-label={`Log outcome: ${lead.name}`}
        >
          Log outcome
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label="More actions">
            <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${lead.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {visit ? (
            <Menu.Item leftSection={<IconPhoneCheck size={16} />} onClick={() => open({ kind: 'outcome', lead })}>
              Log outcome
            </Menu.Item>
          ) : null}
          {/* A visit moves as a visit: a new follow-up would replace it with a call. */}
          {visit ? (
            <Menu.Item leftSection={<IconCalendarTime size={16} />} onClick={() => open({ kind: 'moveVisit', visit })}>
              Reschedule visit
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconCalendarTime size={16} />}
              onClick={() => open({ kind: 'schedule', lead, current: followUp?.status === 'open' ? followUp : null })}
            >
              {followUp?.status === 'open' ? 'Reschedule follow-up' : 'Schedule follow-up'}
            </Menu.Item>
          )}
          {visit ? null : (
            <Menu.Item
              leftSection={<IconBuildingEstate size={16} />}
              onClick={() => open({ kind: 'book', lead, current: followUp })}
            >
              Book site visit
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
