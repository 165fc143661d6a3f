import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { z } from 'zod';
import { pageCount } from '../../../../domain/paging';
import { queryString } from '../../../../domain/query-string';
import { ACTIVITY_KINDS } from '../../../../domain/schemas/activity';
import {
  ACTIVITY_KIND_LABELS,
  activityRowsFields,
  NO_MEMBER_LABEL,
  SYSTEM_MEMBER,
} from '../../../../domain/schemas/activity-report';
import { formatCount } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { ExportButtons } from '../../../ui/export-buttons';
import { ListPager } from '../../../ui/list-pager';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { ReportFilterBar } from '../../../ui/report-filter-bar';
import { useActivityReport, useActivityRows } from '../api/work-report-queries';
import { ActivityMatrix } from '../components/activity-matrix';
import { ActivityRowsTable } from '../components/activity-rows-table';

const PAGE_SIZE = 25;
/** What the page keeps in its URL: the period, the rows' member and kind, and the page. */
const listParams = z.object(activityRowsFields).omit({ pageSize: true });
const kindOptions = ACTIVITY_KINDS.map((k) => ({ value: k, label: ACTIVITY_KIND_LABELS[k] }));

/** /report/ActivityReport: everything done to leads in the period, by member and kind, and the rows behind it. */
export function ActivityReportPage() {
  const url = useListParams(listParams);
  const { period, from, to, member, kind, page } = url.params;
  const periodQuery = { period, from, to };
  const report = useActivityReport(periodQuery);
  const rows = useActivityRows({ ...periodQuery, member, kind, page, pageSize: PAGE_SIZE });
  const data = report.data;
  const memberOptions = (data?.members ?? []).map((m) => ({ value: m.memberId ?? SYSTEM_MEMBER, label: m.name }));
  // A member chosen from a shared link who did nothing in this period still shows by id.
  if (member && !memberOptions.some((o) => o.value === member))
    memberOptions.push({
      value: member,
      label: member === SYSTEM_MEMBER ? NO_MEMBER_LABEL : 'Member (nothing in this period)',
    });
  const total = rows.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Activity Report"
        description="Every activity on a lead in the period (India days): who did it and what kind, with the rows behind each count."
        actions={
          <ExportButtons
            path="/api/report/activity/export"
            query={queryString(periodQuery)}
            fallbackName="activity-report"
          />
        }
      />
      <ReportFilterBar meta={data?.meta}>
        <PeriodPicker value={periodQuery} onChange={(patch) => url.set(patch)} />
      </ReportFilterBar>
      <ListState
        query={report}
        loadingLabel="Counting activities…"
        errorTitle="Could not load the activity report"
        isEmpty={data?.totals.total === 0}
        empty={{
          icon: <IconActivity size={26} />,
          title: 'Nothing happened in this period',
          description: 'No call, follow-up, visit, note or change was recorded on any lead. Choose a longer period.',
        }}
      >
        {data ? (
          <Stack gap="lg">
            <Stack gap="xs">
              <ActivityMatrix report={data} period={periodQuery} />
              <Text size="xs" c="dimmed">
                A count lists its activities below. “No member” is what the system did (portals, imports) and the work
                of deleted members.
              </Text>
            </Stack>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end" wrap="wrap">
                <Title order={3} size="h4">
                  Activities
                </Title>
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <Select
                    label="Member"
                    placeholder="Everyone"
                    data={memberOptions}
                    value={member ?? null}
                    onChange={(v) => url.set({ member: v ?? undefined })}
                    clearable
                    searchable
                    w={220}
                  />
                  <Select
                    label="Kind"
                    placeholder="Every kind"
                    data={kindOptions}
                    value={kind ?? null}
                    onChange={(v) => url.set({ kind: (v ?? undefined) as typeof kind })}
                    clearable
                    searchable
                    w={200}
                  />
                  {member || kind ? (
                    <Button variant="subtle" onClick={() => url.set({ member: undefined, kind: undefined })}>
                      Show every activity
                    </Button>
                  ) : null}
                </Group>
              </Group>
              <ListState
                query={rows}
                loadingLabel="Loading activities…"
                errorTitle="Could not load the activities"
                isEmpty={false}
                noMatches={total === 0}
                empty={{ icon: null, title: '', description: '', action: null }}
                noMatch={{
                  title: 'No activity of this member and kind in the period',
                  clearLabel: 'Show every activity',
                  onClear: () => url.set({ member: undefined, kind: undefined }),
                }}
              >
                <ActivityRowsTable rows={rows.data?.rows ?? []} />
                <ListPager
                  page={page}
                  pages={pageCount(total, PAGE_SIZE)}
                  onChange={(next) => url.set({ page: next })}
                  summary={`${formatCount(total)} ${total === 1 ? 'activity' : 'activities'}, newest first`}
                />
              </ListState>
            </Stack>
          </Stack>
        ) : null}
      </ListState>
    </>
  );
}
