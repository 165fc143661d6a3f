import { Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { z } from 'zod';
import { queryString } from '../../../../domain/query-string';
import { reportPeriodFields } from '../../../../domain/schemas/report';
import { useListParams } from '../../../lib/use-list-params';
import { ExportButtons } from '../../../ui/export-buttons';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { PeriodPicker } from '../../../ui/period-picker';
import { ReportFilterBar } from '../../../ui/report-filter-bar';
import { useTaskReport } from '../api/work-report-queries';
import { TaskReportTable } from '../components/task-report-table';

const listParams = z.object(reportPeriodFields);

/** /report/TaskReport: tasks due in the period by member and status, and how many are overdue now. */
export function TaskReportPage() {
  const url = useListParams(listParams);
  const query = url.params;
  const report = useTaskReport(query);
  const data = report.data;
  return (
    <>
      <PageHeader
        title="Task Report"
        description="Tasks due in the period (India days), by the member they are assigned to and their status now. Overdue: due has passed and the task is still open or in progress."
        actions={<ExportButtons path="/api/report/task/export" query={queryString(query)} fallbackName="task-report" />}
      />
      <ReportFilterBar meta={data?.meta}>
        <PeriodPicker value={query} onChange={(patch) => url.set(patch)} />
      </ReportFilterBar>
      <ListState
        query={report}
        loadingLabel="Counting tasks…"
        errorTitle="Could not load the task report"
        isEmpty={data?.totals.total === 0}
        empty={{
          icon: <IconChecklist size={26} />,
          title: 'No task is due in this period',
          description: 'Choose a longer period: the report counts tasks by their due date.',
        }}
      >
        {data ? (
          <Stack gap="xs">
            <TaskReportTable report={data} />
            <Text size="xs" c="dimmed">
              A count opens the task list with that member, status and due dates.
            </Text>
          </Stack>
        ) : null}
      </ListState>
    </>
  );
}
