import { Anchor, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { leadOptionsQueryOptions } from '../../../lib/shared-queries';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useConnectors } from '../api/integrations';
import { ConnectorCard } from '../components/connector-card';

/** /automation/pull-api: one card per portal we pull enquiries from. Role 1's home. */
export function PullApiPage() {
  const connectors = useConnectors();
  const options = useQuery(leadOptionsQueryOptions());
  return (
    <>
      <PageHeader
        title="Pull APIs"
        description={
          <>
            Portals EstateDesk polls for new enquiries. Each becomes a lead at once, assigned as set here; every enquiry
            is in the{' '}
            <Anchor component={Link} to={paths.inboundLog()}>
              inbound log
            </Anchor>
            .
          </>
        }
      />
      {connectors.isPending ? (
        <LoadingSpinner label="Loading the connectors…" />
      ) : connectors.isError ? (
        <ErrorState
          title="Could not load the connectors"
          error={connectors.error}
          onRetry={() => void connectors.refetch()}
          retrying={connectors.isFetching}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {connectors.data.map((view) => (
            <ConnectorCard
              key={`${view.kind}:${view.saved}:${view.secrets ? JSON.stringify(view.secrets) : ''}`}
              view={view}
              options={options.data}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
