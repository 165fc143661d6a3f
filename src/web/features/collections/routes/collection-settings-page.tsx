import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  type CollectionSettings,
  collectionSettingsSchema,
  DEMAND_DUE_DAYS_DEFAULT,
  INTEREST_RATE_PERCENT_DEFAULT,
} from '../../../../domain/schemas/collection-settings';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import {
  useCollectionSettings,
  useRemindersSetting,
  useSaveCollectionSettings,
  useSaveRemindersSetting,
} from '../api/collections-api';

const fieldNames = ['demandDueDays', 'interestRatePercent'] as const;

/** /collections/settings (administrators): days to pay a demand, interest on late payments, reminders. */
export function CollectionSettingsPage() {
  const settings = useCollectionSettings();
  return (
    <>
      <PageHeader
        title="Collections Settings"
        description="How long a demand gives the buyer to pay, the interest charged when they pay late, and the overdue reminders."
      />
      <Stack gap="md" maw={820}>
        {settings.isPending ? (
          <LoadingSpinner label="Loading the collections settings…" />
        ) : settings.isError ? (
          <ErrorState
            title="Could not load the collections settings"
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <DemandTermsForm settings={settings.data} />
        )}
        <RemindersSwitch />
      </Stack>
    </>
  );
}

function DemandTermsForm({ settings }: { settings: CollectionSettings }) {
  const save = useSaveCollectionSettings();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<CollectionSettings>({ resolver: zodResolver(collectionSettingsSchema), defaultValues: settings });
  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      notifySuccess('Collections settings saved.');
    } catch (error) {
      applyServerErrors(error, fieldNames, setError);
    }
  });
  const number = (name: (typeof fieldNames)[number], label: string, decimals: number, description: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          decimalScale={decimals}
          allowDecimal={decimals > 0}
          allowNegative={false}
          hideControls
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Demand terms">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Demands
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number(
              'demandDueDays',
              'Days to pay a demand',
              0,
              `From the day it is raised (usual: ${DEMAND_DUE_DAYS_DEFAULT}).`,
            )}
            {number(
              'interestRatePercent',
              'Interest on late payments (% a year)',
              2,
              'Charged for each day a demand is late.',
            )}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            RERA’s rules set the interest a promoter may charge a buyer who pays late at the State Bank of India’s
            highest marginal cost of lending rate (MCLR) plus 2%. The default, {INTEREST_RATE_PERCENT_DEFAULT}%, is
            SBI’s 3-year MCLR of 9.10% (from 15 August 2024) plus 2; change it here when the bank’s rate moves. Demands
            already raised keep the due date they were given; the interest to date on a statement is at the rate saved
            here.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

function RemindersSwitch() {
  const reminders = useRemindersSetting();
  const save = useSaveRemindersSetting();
  const onChange = async (enabled: boolean) => {
    try {
      await save.mutateAsync({ enabled });
      notifySuccess(enabled ? 'Overdue reminders are on.' : 'Overdue reminders are off.');
    } catch (error) {
      notifyError(error, 'Could not change the reminders');
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Overdue reminders
        </Title>
        {reminders.isError ? (
          <ErrorState
            title="Could not load the reminders setting"
            error={reminders.error}
            onRetry={() => void reminders.refetch()}
            retrying={reminders.isFetching}
          />
        ) : (
          <Switch
            label="Remind the buyer of an overdue demand by email and SMS, at most once a week (daily at 10:00 India time)"
            description="The SMS goes once its “Payment reminder” template is saved on SMS Gateway."
            checked={reminders.data?.enabled ?? false}
            disabled={reminders.isPending || save.isPending}
            onChange={(e) => void onChange(e.currentTarget.checked)}
          />
        )}
      </Stack>
    </Paper>
  );
}
