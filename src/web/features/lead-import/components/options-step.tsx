import { Alert, Group, MultiSelect, Paper, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../../../domain/leads/statuses';
import type { LeadImportDuplicateMode, LeadImportOptionsInput } from '../../../../domain/schemas/lead-import';
import { leadOptionsQueryOptions } from '../../../lib/shared-queries';

/** Who gets a row that names no assignee. */
export type AssigneeMode = 'none' | 'one' | 'rules' | 'round_robin';

export interface ImportChoices {
  duplicates: LeadImportDuplicateMode;
  binned: 'restore' | 'skip';
  sourceId: string | null;
  branchId: string | null;
  status: LeadStatus | null;
  assigneeMode: AssigneeMode;
  assignedTo: string | null;
  roundRobinMemberIds: string[];
}

export const initialChoices: ImportChoices = {
  duplicates: 'skip',
  binned: 'skip',
  sourceId: null,
  branchId: null,
  status: null,
  assigneeMode: 'none',
  assignedTo: null,
  roundRobinMemberIds: [],
};

/** What the screen holds, as POST /api/lead/importLeads takes it. */
export function toOptionsInput(choices: ImportChoices, saveMappingAs: string): LeadImportOptionsInput {
  const mode = choices.assigneeMode;
  return {
    duplicates: choices.duplicates,
    binned: choices.binned,
    defaults: {
      sourceId: choices.sourceId ?? undefined,
      branchId: choices.branchId ?? undefined,
      status: choices.status ?? undefined,
      assignedTo: mode === 'one' ? (choices.assignedTo ?? undefined) : undefined,
    },
    assignment: mode === 'rules' ? 'rules' : mode === 'round_robin' ? 'round_robin' : 'none',
    ...(mode === 'round_robin' ? { roundRobinMemberIds: choices.roundRobinMemberIds } : {}),
    ...(saveMappingAs.trim() ? { saveMappingAs: saveMappingAs.trim() } : {}),
  };
}

/** Why the choices cannot be used yet, or null. */
export function choicesProblem(choices: ImportChoices): string | null {
  if (choices.assigneeMode === 'one' && !choices.assignedTo) return 'Choose the member to assign the leads to.';
  if (choices.assigneeMode === 'round_robin' && choices.roundRobinMemberIds.length === 0)
    return 'Choose the members to share the leads among.';
  return null;
}

const statusData = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }));

interface OptionsStepProps {
  choices: ImportChoices;
  onChange: (next: ImportChoices) => void;
  /** The file has its own Assigned to column: the choice below only fills the rows where it is empty. */
  assigneeMapped: boolean;
}

/** Step 3: defaults for rows without a value, and what happens to a mobile already in the CRM. */
export function OptionsStep({ choices, onChange, assigneeMapped }: OptionsStepProps) {
  const options = useQuery(leadOptionsQueryOptions());
  const set = (patch: Partial<ImportChoices>) => onChange({ ...choices, ...patch });
  const sources = (options.data?.sources ?? []).filter((s) => s.active || s._id === choices.sourceId);
  const members = (options.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }));

  return (
    <Stack gap="md">
      <Section title="Defaults for rows without a value">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Source"
            placeholder="No default"
            data={sources.map((s) => ({ value: s._id, label: s.name }))}
            value={choices.sourceId}
            onChange={(v) => set({ sourceId: v })}
            clearable
            searchable
          />
          <Select
            label="Branch"
            placeholder="No default"
            data={(options.data?.branches ?? []).map((b) => ({ value: b._id, label: b.name }))}
            value={choices.branchId}
            onChange={(v) => set({ branchId: v })}
            clearable
            searchable
          />
          <Select
            label="Status"
            placeholder="New"
            data={statusData}
            value={choices.status}
            onChange={(v) => set({ status: (v as LeadStatus | null) ?? null })}
            clearable
          />
        </SimpleGrid>
        <Radio.Group
          label={assigneeMapped ? 'Rows with no one in the Assigned to column' : 'Assign the leads'}
          value={choices.assigneeMode}
          onChange={(v) => set({ assigneeMode: v as AssigneeMode })}
          mt="sm"
        >
          <Stack gap={8} mt={6}>
            <Radio value="none" label="Leave unassigned" />
            <Group gap="sm" wrap="wrap" align="center">
              <Radio value="one" label="Assign to one member" />
              {choices.assigneeMode === 'one' ? (
                <Select
                  aria-label="Member to assign to"
                  placeholder="Choose a member"
                  data={members}
                  value={choices.assignedTo}
                  onChange={(v) => set({ assignedTo: v })}
                  searchable
                  w={240}
                  size="xs"
                />
              ) : null}
            </Group>
            <Radio value="rules" label="Use the assignment rules (by source, branch and project)" />
            <Radio value="round_robin" label="Share in turn (round-robin) among chosen members" />
            {choices.assigneeMode === 'round_robin' ? (
              <MultiSelect
                aria-label="Members to share the leads among"
                placeholder="Choose active members"
                data={members}
                value={choices.roundRobinMemberIds}
                onChange={(v) => set({ roundRobinMemberIds: v })}
                searchable
                maw={560}
                ml={28}
              />
            ) : null}
          </Stack>
        </Radio.Group>
      </Section>

      <Section title="A mobile number already in the CRM">
        <Radio.Group
          label="Matches a lead in the list"
          value={choices.duplicates}
          onChange={(v) => set({ duplicates: v as LeadImportDuplicateMode })}
        >
          <Stack gap={8} mt={6}>
            <Choice value="skip" label="Skip" hint="The lead stays as it is; the row is counted as skipped." />
            <Choice
              value="fill_empty"
              label="Update empty fields only"
              hint="Fills what the lead lacks (email, city, budget…); nothing already there changes."
            />
            <Choice
              value="overwrite"
              label="Overwrite"
              hint="Every mapped value from the file replaces the lead’s; undo puts the old values back."
            />
          </Stack>
        </Radio.Group>
        <Radio.Group
          label="Matches a lead in the recycle bin"
          value={choices.binned}
          onChange={(v) => set({ binned: v as 'restore' | 'skip' })}
          mt="sm"
        >
          <Stack gap={8} mt={6}>
            <Choice
              value="restore"
              label="Restore"
              hint="The lead comes back to the list, then the choice above applies to it."
            />
            <Choice value="skip" label="Skip" hint="It stays in the recycle bin; the row is counted as skipped." />
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed" mt="sm">
          Within the file the first row of a mobile wins; later rows with the same mobile are rejected as “duplicate in
          file”.
        </Text>
      </Section>
      {options.isError ? (
        <Alert color="orange">The sources, branches and members could not be loaded; defaults can be left empty.</Alert>
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Choice({ value, label, hint }: { value: string; label: string; hint: string }) {
  return <Radio value={value} label={label} description={hint} />;
}
