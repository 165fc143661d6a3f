import { Button, Center } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router';
import { StatusMessage } from '../../../ui/status-message';

/** Shown in place of a screen whose capability the signed-in role lacks. */
export function AccessDeniedPage() {
  return (
    <Center mih="60vh">
      <StatusMessage
        titleOrder={1}
        size="lg"
        color="orange"
        icon={<IconLock size={32} />}
        title="You do not have access to this page"
        description="Your role does not include this part of EstateDesk. Ask an administrator if you need it."
      >
        <Button component={RouterLink} to="/" leftSection={<IconHome size={18} />}>
          Go to your home page
        </Button>
      </StatusMessage>
    </Center>
  );
}
