import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { letterKind } from '../../../../domain/letters/letter-catalogue';
import { paths } from '../../../../domain/paths';
import type { IssuedLetterSummary } from '../../../../domain/schemas/letter';
import { formatDateTime } from '../../../lib/format';

interface IssuedLettersTableProps {
  letters: IssuedLetterSummary[];
  /** Hide the buyer column when every row is the same buyer's. */
  showBuyer: boolean;
}

/** Letters given to flat buyers, newest first; each opens exactly as it was issued. */
export function IssuedLettersTable({ letters, showBuyer }: IssuedLettersTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Issued letters">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Issued on</Table.Th>
            <Table.Th>Letter</Table.Th>
            {showBuyer ? <Table.Th>Flat buyer</Table.Th> : null}
            <Table.Th>Issued by</Table.Th>
            <Table.Th w={110}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {letters.map((letter) => {
            const kind = letterKind(letter.type);
            const when = formatDateTime(letter.issuedAt);
            return (
              <Table.Tr key={letter._id}>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {when}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {kind.title}
                  </Text>
                </Table.Td>
                {showBuyer ? (
                  <Table.Td>
                    <Text
                      size="sm"
                      component={Link}
                      to={paths.documentGenerator({ entityId: letter.entity._id })}
                      c="blue.7"
                    >
                      {letter.entity.name}
                    </Text>
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Text size="sm">{letter.issuedBy.name}</Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={`${kind.path}?letterId=${letter._id}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconFileText size={14} />}
                    aria-label={`Open ${kind.title} for ${letter.entity.name} issued ${when}`}
                  >
                    Open
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
