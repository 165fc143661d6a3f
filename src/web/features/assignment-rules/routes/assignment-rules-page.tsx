import { Text } from '@mantine/core';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { can } from '../../../../domain/permissions';
import type { AssignmentRule } from '../../../../domain/schemas/assignment-rule';
import { useSessionUser } from '../../../lib/session-store';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useEditModal } from '../../../lib/use-edit-modal';
import { addButton } from '../../../ui/add-button';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { useAssignmentRules, useDeleteRule } from '../api/assignment-rules';
import { RuleFormModal } from '../components/rule-form-modal';
import { RulesTable } from '../components/rules-table';

/** Who gets a new lead added without an assignee (decision 054). */
export function AssignmentRulesPage() {
  const user = useSessionUser();
  const canManage = can(user.role, 'leadRules.manage');
  const rules = useAssignmentRules();
  const form = useEditModal<AssignmentRule>();
  const { onDelete } = useDeleteWithConfirm<AssignmentRule>({
    mutation: useDeleteRule(),
    confirm: (rule) => ({ title: 'Delete rule', message: `Delete the rule ${rule.name}? This cannot be undone.` }),
  });
  const list = rules.data?.rules ?? [];
  const add = addButton(canManage, 'Add Rule', () => form.open(null));

  return (
    <>
      <PageHeader
        title="Assignment rules"
        description="A new lead added without an assignee goes to the members of the most specific matching rule, in turn."
        actions={add}
      />
      {rules.data ? (
        <Text size="sm" c="dimmed" mb="sm">
          A lead still new {rules.data.idleHours} hours after it was assigned is marked idle on the lead list.
        </Text>
      ) : null}
      <ListState
        query={rules}
        loadingLabel="Loading rules…"
        errorTitle="Could not load the assignment rules"
        isEmpty={list.length === 0}
        noMatches={false}
        empty={{
          icon: <IconArrowsShuffle size={26} />,
          title: 'No assignment rules yet',
          description: canManage
            ? 'Add a rule with no conditions first: it hands every unassigned new lead to your team in turn.'
            : 'An administrator adds the rules; until then new leads without an assignee stay unassigned.',
          action: add,
        }}
        noMatch={{ title: '', clearLabel: '', onClear: () => undefined }}
      >
        <RulesTable rules={list} canManage={canManage} onEdit={form.open} onDelete={onDelete} />
      </ListState>
      <RuleFormModal opened={form.opened} rule={form.record} onClose={form.close} />
    </>
  );
}
