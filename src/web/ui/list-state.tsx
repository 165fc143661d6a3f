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
  /** Records loaded, and how many of them the search and filters leave. */
  total: number;
  shown: number;
  /** Shown when there are no records at all. */
  empty: { icon: ReactNode; title: string; description: string; action: ReactNode };
  /** Shown when the search or filters hide every record. */
  noMatch: { title: string; clearLabel: string; onClear: () => void };
  /** The table, rendered only when there is something to show. */
  children: ReactNode;
}

/** The body of a list page: loading, failed (with Retry), empty, nothing matches, or the table. */
export function ListState({ query, loadingLabel, errorTitle, total, shown, empty, noMatch, children }: ListStateProps) {
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
  if (total === 0) return <EmptyList {...empty} />;
  if (shown === 0)
    return (
      <EmptyList
        icon={<IconSearch size={26} />}
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
