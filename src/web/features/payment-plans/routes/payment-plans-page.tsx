import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCalendarDollar, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { PAYMENT_PLAN_KIND_LABELS } from '../../../../domain/collections/lists';
import { dueText, percentText, toBasisPoints } from '../../../../domain/collections/payment-plan';
import { can } from '../../../../domain/permissions';
import type { PaymentPlan } from '../../../../domain/schemas/payment-plan';
import { useSession } from '../../../lib/session-store';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { DeleteAction, EditAction } from '../../../ui/row-actions';
import { useProjectOptions } from '../../projects';
import { useDeletePaymentPlan, usePaymentPlans } from '../api/payment-plans-api';
import { PlanFormModal } from '../components/plan-form-modal';

const listParams = z.object({
  projectId: z.uuid().optional(),
  archived: z.enum(['hide', 'show']).default('hide'),
});

const splitText = (plan: PaymentPlan) => {
  const part = (label: string, split: string) => (split === 'milestones' ? `${label} by milestone` : null);
  return [part('Parking', plan.parkingSplit), part('Location', plan.locationSplit)].filter(Boolean).join(' · ');
};

/** /payment-plans: each project's plan templates, the milestones a booking's schedule is copied from. */
export function PaymentPlansPage() {
  const url = useListParams(listParams);
  const { projectId, archived } = url.params;
  const manage = can(useSession().user?.role, 'paymentPlans.manage');
  const projects = useProjectOptions();
  const plans = usePaymentPlans({ projectId, archived: archived === 'show' ? undefined : false });
  const [editing, setEditing] = useState<PaymentPlan | null | undefined>(undefined);
  const remove = useDeleteWithConfirm<PaymentPlan>({
    mutation: useDeletePaymentPlan(),
    confirm: (p) => ({ title: 'Delete plan', message: `Delete the payment plan ${p.name} of ${p.projectName}?` }),
  });
  const rows = plans.data ?? [];

  const columns: Column<PaymentPlan>[] = [
    {
      key: 'name',
      header: 'Plan',
      render: (p) => (
        <Stack gap={2}>
          <CellText maw={220} fw={600}>
            {p.name}
          </CellText>
          <Group gap={4}>
            <Badge size="sm" variant="light">
              {PAYMENT_PLAN_KIND_LABELS[p.kind]}
            </Badge>
            {p.archived ? (
              <Badge size="sm" color="gray" variant="outline">
                Archived
              </Badge>
            ) : null}
          </Group>
        </Stack>
      ),
    },
    ...(projectId
      ? []
      : [
          {
            key: 'project',
            header: 'Project',
            render: (p: PaymentPlan) => <CellText maw={180}>{p.projectName}</CellText>,
          },
        ]),
    {
      key: 'milestones',
      header: 'Milestones',
      render: (p) => (
        <CellText maw={520} lines={3}>
          {p.milestones
            .map(
              (m) =>
                `${m.name} ${percentText(toBasisPoints(m.percent))}${m.trigger === 'booking' || m.trigger === 'agreement' ? '' : ` (${dueText(m)})`}`,
            )
            .join(' · ')}
        </CellText>
      ),
    },
    {
      key: 'charges',
      header: 'Parking & location',
      render: (p) => <CellText maw={160}>{splitText(p) || 'With every instalment'}</CellText>,
    },
    { key: 'bookings', header: 'Bookings', align: 'right', render: (p) => p.bookingCount },
    ...(manage
      ? [
          {
            key: 'actions',
            header: '',
            render: (p: PaymentPlan) => (
              <Group gap={4} wrap="nowrap">
                <EditAction label={`Edit ${p.name}`} onClick={() => setEditing(p)} />
                <DeleteAction
                  label={`Delete ${p.name}`}
                  busy={remove.busyId === p._id}
                  onClick={() => remove.onDelete(p)}
                />
              </Group>
            ),
          },
        ]
      : []),
  ];

  const add = manage ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
      Add a plan
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Payment plans"
        description="Each project's plans: the milestones and percentages a booking's schedule is copied from."
        actions={add}
      />
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <Select
          label="Project"
          placeholder="All projects"
          w={280}
          searchable
          clearable
          data={(projects.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
          value={projectId ?? null}
          onChange={(v) => url.set({ projectId: v ?? undefined })}
        />
        <Select
          label="Archived plans"
          w={180}
          data={[
            { value: 'hide', label: 'Hidden' },
            { value: 'show', label: 'Shown' },
          ]}
          value={archived}
          onChange={(v) => url.set({ archived: v === 'show' ? 'show' : 'hide' })}
          allowDeselect={false}
        />
      </Group>
      <ListState
        query={plans}
        loadingLabel="Loading payment plans…"
        errorTitle="Could not load the payment plans"
        isEmpty={rows.length === 0}
        empty={
          url.filtered
            ? {
                icon: <IconSearch size={26} />,
                title: 'No plan matches these filters',
                description: 'This project has no plans yet, or only archived ones.',
                action: (
                  <Group>
                    <Button variant="default" onClick={url.clear}>
                      Clear filters
                    </Button>
                    {add}
                  </Group>
                ),
              }
            : {
                icon: <IconCalendarDollar size={26} />,
                title: 'No payment plans yet',
                description: 'Add a project’s plans: a booking copies its schedule from the plan chosen.',
                action: add ?? undefined,
              }
        }
      >
        <DataTable label="Payment plans" columns={columns} rows={rows} rowKey={(p) => p._id} minWidth={900} />
      </ListState>
      {rows.length > 0 && !manage ? (
        <Text size="xs" c="dimmed" mt="xs">
          Only an administrator changes plans.
        </Text>
      ) : null}
      <PlanFormModal plan={editing} projectId={projectId} onClose={() => setEditing(undefined)} />
    </>
  );
}
