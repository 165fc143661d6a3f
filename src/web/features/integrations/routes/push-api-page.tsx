import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { leadOptionsQueryOptions } from '../../../lib/shared-queries';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { usePushSources } from '../api/integrations';
import { PushSourceCard } from '../components/push-source-card';

/** /automation/push-api: the addresses that senders push leads to, with their secrets. */
export function PushApiPage() {
  const sources = usePushSources();
  const options = useQuery(leadOptionsQueryOptions());
  return (
    <>
      <PageHeader
        title="Push APIs"
        description="Addresses that ad platforms, other systems and your website send leads to. Each has its own secret; a call with a wrong one is refused and counted."
      />
      {sources.isPending ? (
        <LoadingSpinner label="Loading the push sources…" />
      ) : sources.isError ? (
        <ErrorState
          title="Could not load the push sources"
          error={sources.error}
          onRetry={() => void sources.refetch()}
          retrying={sources.isFetching}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {sources.data.map((view) => (
            <PushSourceCard key={`${view.kind}:${view.sourceKey}`} view={view} options={options.data} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
