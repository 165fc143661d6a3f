import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyList } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingSpinner } from './loading-spinner';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ListStateProps {
  query: ListQuery;
  loadingLabel: string;
  errorTitle: string;
  /** There are no records at all (not merely none that match). */
  isEmpty: boolean;
  /** Records exist, but the search or filters leave none to show (a report has no such state). */
  noMatches?: boolean;
  /** Shown when there are no records at all. */
  empty: { icon: ReactNode; title: string; description: string; action?: ReactNode };
  /** Shown when the search or filters hide every record. */
  noMatch?: { title: string; clearLabel: string; onClear: () => void; icon?: ReactNode };
  /** The table, rendered only when there is something to show. */
  children: ReactNode;
}

/** The body of a list or report page: loading, failed (with Retry), empty, nothing matches, or the table. */
export function ListState({
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  noMatches = false,
  empty,
  noMatch,
  children,
}: ListStateProps) {
  if (query.isPending) return <LoadingSpinner label={loadingLabel} />;
  if (query.isError)
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (isEmpty) return <EmptyList {...empty} />;
  if (noMatches && noMatch)
    return (
      <EmptyList
        icon={noMatch.icon ?? <IconSearch size={26} />}
        title={noMatch.title}
        action={
          <Button variant="default" onClick={noMatch.onClear}>
            {noMatch.clearLabel}
          </Button>
        }
      />
    );
  return children;
}
