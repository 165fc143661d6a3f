import { Button, Center } from '@mantine/core';
import { IconHome, IconMapSearch } from '@tabler/icons-react';
import { Link as RouterLink, useLocation } from 'react-router';
import { StatusMessage } from '../../../ui/status-message';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Center mih="60vh">
      <StatusMessage
        titleOrder={1}
        size="lg"
        icon={<IconMapSearch size={32} />}
        title="Page not found"
        description={`There is no page at ${location.pathname}. It may have moved, or the link may be mistyped.`}
      >
        <Button component={RouterLink} to="/" leftSection={<IconHome size={18} />}>
          Go to your home page
        </Button>
      </StatusMessage>
    </Center>
  );
}
