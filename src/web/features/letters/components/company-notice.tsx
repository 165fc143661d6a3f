import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { errorMessage } from '../../../lib/api-client';

interface CompanyNoticeProps {
  state: 'empty' | 'failed';
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Said above the sheet when the letterhead cannot come from the company profile. */
export function CompanyNotice({ state, error, onRetry, retrying }: CompanyNoticeProps) {
  if (state === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconBuildingSkyscraper size={18} />}
        title="Could not load the letterhead"
      >
        <Text size="sm" mb="xs">
          {errorMessage(error)} You can type the letterhead on the letter, or try again.
        </Text>
        {onRetry ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
            loading={retrying}
          >
            Retry
          </Button>
        ) : null}
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBuildingSkyscraper size={18} />}
      title="The company profile is empty"
    >
      <Text size="sm">
        Letters take their letterhead (name, address, phone, email, logo) and signatory from the company profile.{' '}
        <Anchor component={Link} to={paths.company()} fw={600}>
          Fill in the company profile
        </Anchor>{' '}
        once, or type the letterhead on this letter.
      </Text>
    </Alert>
  );
}
