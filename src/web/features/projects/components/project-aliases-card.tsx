import { ActionIcon, Button, Card, Group, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount, formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../ui/confirm';
import { useAddProjectAlias, useProjectAliases, useRemoveProjectAlias } from '../api/aliases';

/**
 * A project's other names ("Sahyadri Hts", a portal's label): a lead whose project text is one of
 * them, in any case and spacing, is matched to the project (decision 184).
 */
export function ProjectAliasesCard({ project }: { project: { _id: string; name: string } }) {
  const aliases = useProjectAliases(project._id);
  const add = useAddProjectAlias();
  const remove = useRemoveProjectAlias();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onAdd = async () => {
    if (!text.trim()) {
      setError('Type the other name, as leads and portals spell it.');
      return;
    }
    try {
      const done = await add.mutateAsync({ text, projectId: project._id });
      setText('');
      setError(null);
      notifySuccess(
        `"${done.alias.text}" now names ${project.name}; ${formatCount(done.matched)} waiting lead${done.matched === 1 ? '' : 's'} matched.`,
      );
    } catch (e) {
      const fields = (e as { fields?: Record<string, string> }).fields;
      if (fields?.text) setError(fields.text);
      else notifyError(e, 'Could not add the other name');
    }
  };

  const onRemove = async (alias: { _id: string; text: string }) => {
    const ok = await confirmAction({
      title: 'Remove other name',
      message: `New leads with "${alias.text}" will wait on Unmatched projects. Leads already matched keep ${project.name}.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!ok) return;
    try {
      notifySuccess((await remove.mutateAsync(alias._id)).message);
    } catch {
      // The mutation's toast says why.
    }
  };

  const rows = aliases.data?.aliases ?? [];
  return (
    <Card withBorder mt="lg" padding="md" maw={900}>
      <Stack gap={2} mb="sm">
        <Title order={4}>Other names</Title>
        <Text size="sm" c="dimmed">
          Texts from imports, portals and forms that mean {project.name}. A lead with one of them, in any case and
          spacing, is matched to this project.
        </Text>
      </Stack>
      <Group align="flex-start" gap="xs" mb="sm" wrap="nowrap">
        <TextInput
          label="Add another name"
          placeholder="e.g. Sahyadri Hts"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void onAdd();
          }}
          error={error}
          maxLength={150}
          style={{ flex: 1, maxWidth: 420 }}
        />
        <Button mt={25} leftSection={<IconPlus size={16} />} onClick={() => void onAdd()} loading={add.isPending}>
          Add
        </Button>
      </Group>
      {aliases.isError ? (
        <Text size="sm" c="red">
          Could not load the other names. {aliases.error.message}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {aliases.isPending ? 'Loading…' : 'No other names yet. Map texts here or from Unmatched projects.'}
        </Text>
      ) : (
        <Table striped aria-label="Other names">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Added by</Table.Th>
              <Table.Th w={60} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((a) => (
              <Table.Tr key={a._id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.text}</Table.Td>
                <Table.Td>
                  {a.createdBy?.name ?? '—'}, {formatDate(a.createdAt)}
                </Table.Td>
                <Table.Td>
                  <Tooltip label={`Remove "${a.text}"`}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${a.text}`}
                      onClick={() => void onRemove(a)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
