import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { todayInIndia } from '../../../../domain/india-date';
import { BrandMark } from '../../../ui/brand-mark';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

const highlights = [
  'Leads, follow-ups and site visits in one place',
  'Quotations and tax invoices with GST worked out',
  'Letters for flat buyers, ready to print',
];

/** The public pages (log in, register, set password): a brand panel beside a form card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box mih="100dvh" style={{ display: 'flex' }} bg="gray.0">
      <Box
        visibleFrom="md"
        w="42%"
        p={48}
        style={{
          background: 'linear-gradient(160deg, var(--mantine-color-blue-8) 0%, var(--mantine-color-indigo-9) 100%)',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <BrandMark inverted />
        <Stack gap="lg" maw={420}>
          <Title order={2} c="white" fz={30} lh={1.25}>
            The back office for your real-estate business
          </Title>
          <List
            spacing="sm"
            c="blue.0"
            icon={
              <ThemeIcon size={22} radius="xl" variant="white" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {highlights.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        <Text size="xs" c="blue.1">
          © {todayInIndia().slice(0, 4)} EstateDesk
        </Text>
      </Box>
      <Box style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }} p="md">
        <Stack w="100%" maw={420} gap="lg">
          <Group hiddenFrom="md" justify="center">
            <BrandMark />
          </Group>
          <Paper withBorder shadow="sm" radius="md" p={32}>
            <Stack gap={4} mb="lg">
              <Title order={1} fz={24}>
                {title}
              </Title>
              {subtitle ? (
                <Text size="sm" c="dimmed">
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}
