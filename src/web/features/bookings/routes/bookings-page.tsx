import { Button, Group, Select } from '@mantine/core';
import { IconHomeCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '../../../../domain/inventory/statuses';
import { approximateCount } from '../../../../domain/leads/approximate-count';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { bookingQuerySchema } from '../../../../domain/schemas/booking';
import { formatCount } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { membersQueryOptions } from '../../../lib/shared-queries';
import { useListParams } from '../../../lib/use-list-params';
import { DateField } from '../../../ui/date-field';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { useBookings } from '../api/bookings-api';
import { useProjectOptions } from '../api/project-options';
import { BookingsTable } from '../components/bookings-table';
import { DiscountsWaiting } from '../components/discounts-waiting';

const PAGE_SIZE = 25;
/** The list's filters in the URL; the search box is `search` there and `q` to the API. */
const listParams = bookingQuerySchema
  .omit({ q: true, pageSize: true })
  .extend({ search: z.string().trim().max(100).optional() });

export function BookingsPage() {
  const user = useSessionUser();
  const url = useListParams(listParams);
  const { projectId, status, memberId, from, to, discount, page } = url.params;
  const { search = '' } = url.query;
  const list = useBookings({
    q: search || undefined,
    projectId,
    status,
    memberId,
    from,
    to,
    discount,
    page,
    pageSize: PAGE_SIZE,
  });
  const projects = useProjectOptions();
  const members = useQuery(membersQueryOptions());

  const newButton = can(user.role, 'bookings.manage') ? (
    <Button component={Link} to={paths.bookingNew()} leftSection={<IconPlus size={18} />}>
      Book a unit
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingSpinner label="Loading bookings…" />;
  else if (list.isError)
    body = (
      <ErrorState
        title="Could not load the bookings"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data.total === 0)
    body = url.filtered ? (
      <EmptyList
        icon={<IconSearch size={26} />}
        title="No booking matches these filters"
        action={
          <Button variant="default" onClick={url.clear}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyList
        icon={<IconHomeCheck size={26} />}
        title="No bookings yet"
        description="Book a unit from a lead’s page or here: the cost sheet of that day is frozen with the booking."
        action={newButton}
      />
    );
  else
    body = (
      <>
        <BookingsTable rows={list.data.bookings} label="Bookings" />
        <ListPager
          page={page}
          pages={list.data.pageCount}
          onChange={(next) => url.set({ page: next })}
          summary={
            list.data.totalIsEstimate
              ? `${approximateCount(list.data.total)} bookings`
              : `${formatCount(list.data.total)} booking${list.data.total === 1 ? '' : 's'}`
          }
        />
      </>
    );

  return (
    <>
      <PageHeader
        title="Bookings"
        description="Units sold to buyers, each with the cost sheet frozen on its booking date."
        actions={newButton}
      />
      {can(user.role, 'bookings.approveDiscount') ? <DiscountsWaiting /> : null}
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <SearchInput
          value={url.search.value}
          onChange={url.search.onChange}
          placeholder="Booking no., unit or buyer"
          label="Search bookings"
        />
        <Select
          label="Project"
          placeholder="All projects"
          data={(projects.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
          value={projectId ?? null}
          onChange={(v) => url.set({ projectId: v ?? undefined })}
          clearable
          searchable
          w={200}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] }))}
          value={status ?? null}
          onChange={(v) => url.set({ status: (v as (typeof BOOKING_STATUSES)[number] | null) ?? undefined })}
          clearable
          w={180}
        />
        <Select
          label="Booked by"
          placeholder="Anyone"
          data={(members.data ?? []).map((m) => ({ value: m._id, label: m.name }))}
          value={memberId ?? null}
          onChange={(v) => url.set({ memberId: v ?? undefined })}
          clearable
          searchable
          w={180}
        />
        <Select
          label="Discount"
          placeholder="Any"
          data={[{ value: 'pending', label: 'Waiting for approval' }]}
          value={discount ?? null}
          onChange={(v) => url.set({ discount: v === 'pending' ? v : undefined })}
          clearable
          w={220}
        />
        <DateField
          label="From"
          value={from ?? ''}
          onChange={(v) => url.set({ from: v || undefined })}
          clearable
          w={140}
        />
        <DateField label="To" value={to ?? ''} onChange={(v) => url.set({ to: v || undefined })} clearable w={140} />
      </Group>
      {body}
    </>
  );
}
