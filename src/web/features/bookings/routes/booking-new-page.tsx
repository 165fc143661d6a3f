import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Grid, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { indiaDisplayDate, todayInIndia } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import { type BookingCreateInput, bookingCreateSchema } from '../../../../domain/schemas/booking';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { formatRupees } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { notifySuccess } from '../../../lib/notify';
import { CostSheetTable } from '../../../ui/cost-sheet-table';
import { DateField } from '../../../ui/date-field';
import { PageHeader } from '../../../ui/page-header';
import { usePaymentPlans } from '../../payment-plans';
import { useBookingQuote, useCreateBooking } from '../api/bookings-api';
import { useBookingLead, useLeadSearch } from '../api/lead-lookup';
import type { PickableUnit } from '../api/project-options';
import { ApplicantsFields, emptyApplicant } from '../components/applicants-fields';
import { UnitPicker } from '../components/unit-picker';

type Created = z.output<typeof bookingCreateSchema>;
type FormValues = Omit<BookingCreateInput, 'unitId' | 'leadId'> & { unitId: string; leadId: string };
const fieldNames: Path<FormValues>[] = [
  'unitId',
  'leadId',
  'bookingDate',
  'bookingAmount',
  'discountPercent',
  'paymentPlanId',
  ...Array.from({ length: 10 }, (_, i) =>
    (['name', 'mobile', 'pan', 'email', 'address', 'relation', 'entityId'] as const).map(
      (f) => `applicants.${i}.${f}` as Path<FormValues>,
    ),
  ).flat(),
];

/** /bookings/new?leadId=&unitId=: the unit, the buyers, the discount and amount, and the sheet that will be frozen. */
export function BookingNewPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lead = useBookingLead(search.get('leadId') ?? undefined);
  const [projectId, setProjectId] = useState<string | null>(search.get('projectId'));
  const [unit, setUnit] = useState<PickableUnit | null>(null);
  const [leadText, setLeadText] = useState('');
  const [debouncedLead] = useDebouncedValue(leadText, 300);
  const leads = useLeadSearch(debouncedLead);
  const create = useCreateBooking();
  const key = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, Created>({
    resolver: zodResolver(bookingCreateSchema) as unknown as Resolver<FormValues, unknown, Created>,
    defaultValues: {
      unitId: search.get('unitId') ?? '',
      leadId: search.get('leadId') ?? '',
      bookingDate: todayInIndia(),
      bookingAmount: 0,
      discountPercent: 0,
      applicants: [{ ...emptyApplicant() }],
    },
  });
  // The lead's name and mobile start the first applicant when the form opens from a lead.
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (lead.data && filledFrom !== lead.data._id) {
    setFilledFrom(lead.data._id);
    setValue('applicants.0.name', lead.data.name);
    setValue('applicants.0.mobile', lead.data.mobile);
  }

  const plans = usePaymentPlans({ projectId: projectId ?? undefined, archived: false }, Boolean(projectId));
  const [unitId, bookingDate, discount, applicants] = watch(['unitId', 'bookingDate', 'discountPercent', 'applicants']);
  const women = applicants.length > 0 && applicants.every((a) => a.woman);
  const [quoteQuery] = useDebouncedValue(
    unitId && bookingDate ? { unitId, bookingDate, women, discountPercent: Number(discount) || 0 } : null,
    250,
  );
  const quote = useBookingQuote(quoteQuery);
  // A unit chosen on the grid (?unitId=) names its project: the picker follows it.
  const quoted = quote.data?.unit;
  if (quoted && !projectId && quoted._id === unitId) setProjectId(quoted.project._id);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const booking = await create.mutateAsync({ input: values, headers: key.headers() });
      key.settle();
      notifySuccess(`${booking.bookingNo} booked. The cost sheet is frozen with it.`);
      navigate(paths.bookingDetails(booking._id));
    } catch (error) {
      key.settle(error);
      applyServerErrors(error, fieldNames, setError);
      setFailure(errorMessage(error, 'Could not book the unit'));
    }
  });

  const chosenLead = lead.data ?? null;
  return (
    <>
      <PageHeader
        title="Book a unit"
        description="The unit’s cost sheet on the booking date is frozen with the booking; a later price change never alters it."
      />
      <form onSubmit={onSubmit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="md">
              <Card withBorder>
                <Title order={4} mb="sm">
                  Lead and unit
                </Title>
                {chosenLead ? (
                  <Text mb="sm">
                    For lead <strong>{chosenLead.name}</strong> ({chosenLead.mobile})
                  </Text>
                ) : (
                  <Controller
                    control={control}
                    name="leadId"
                    render={({ field }) => (
                      <Select
                        label="Lead"
                        withAsterisk
                        placeholder="Type 2 letters of the name or mobile"
                        searchable
                        searchValue={leadText}
                        onSearchChange={setLeadText}
                        data={(leads.data ?? []).map((l) => ({ value: l._id, label: `${l.name} · ${l.mobile}` }))}
                        value={(field.value as string) || null}
                        onChange={(v) => field.onChange(v ?? '')}
                        error={errors.leadId?.message}
                        mb="sm"
                        filter={({ options }) => options}
                      />
                    )}
                  />
                )}
                <UnitPicker
                  projectId={projectId}
                  unitId={unitId || null}
                  chosen={
                    quoted && quoted._id === unitId
                      ? { _id: quoted._id, label: `${quoted.tower}-${quoted.number} · ${quoted.type}` }
                      : null
                  }
                  onProject={setProjectId}
                  onUnit={(u) => {
                    setUnit(u);
                    setValue('unitId', u?._id ?? '', { shouldValidate: Boolean(u) });
                  }}
                  error={errors.unitId?.message}
                />
              </Card>
              <Card withBorder>
                <Title order={4} mb="sm">
                  Applicants
                </Title>
                <ApplicantsFields control={control} register={register} errors={errors} />
              </Card>
              <Card withBorder>
                <Grid gap="sm">
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <Controller
                      control={control}
                      name="bookingDate"
                      render={({ field }) => (
                        <DateField
                          label="Booking date"
                          withAsterisk
                          value={field.value}
                          onChange={field.onChange}
                          maxDate={todayInIndia()}
                          error={errors.bookingDate?.message}
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <Controller
                      control={control}
                      name="bookingAmount"
                      render={({ field }) => (
                        <NumberInput
                          label="Booking amount (₹)"
                          withAsterisk
                          thousandSeparator=","
                          thousandsGroupStyle="lakh"
                          min={0}
                          decimalScale={2}
                          value={field.value as number}
                          onChange={(v) => field.onChange(v === '' ? undefined : v)}
                          error={errors.bookingAmount?.message}
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <Controller
                      control={control}
                      name="discountPercent"
                      render={({ field }) => (
                        <NumberInput
                          label="Discount (%)"
                          min={0}
                          max={99.99}
                          decimalScale={2}
                          value={(field.value as number) ?? 0}
                          onChange={(v) => field.onChange(v === '' ? 0 : v)}
                          error={errors.discountPercent?.message}
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 8 }}>
                    <Controller
                      control={control}
                      name="paymentPlanId"
                      render={({ field }) => (
                        <Select
                          label="Payment plan"
                          description="The booking's schedule is copied from it; it can be edited for this booking."
                          placeholder={projectId ? 'No plan yet' : 'Choose the unit first'}
                          disabled={!projectId}
                          clearable
                          data={(plans.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
                          value={(field.value as string | undefined) || null}
                          onChange={(v) => field.onChange(v ?? '')}
                          error={errors.paymentPlanId?.message}
                        />
                      )}
                    />
                  </Grid.Col>
                </Grid>
              </Card>
              {failure ? (
                <Alert color="red" title="Not booked">
                  {failure}
                </Alert>
              ) : null}
              <Group>
                <Button type="submit" loading={create.isPending}>
                  Book{' '}
                  {unit
                    ? `${unit.tower.name}-${unit.number}`
                    : quoted
                      ? `${quoted.tower}-${quoted.number}`
                      : 'the unit'}
                </Button>
                <Button variant="default" onClick={() => navigate(-1)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Card withBorder>
              <Title order={4} mb="xs">
                Cost sheet on {bookingDate ? indiaDisplayDate(bookingDate) : 'the booking date'}
              </Title>
              {!unitId ? (
                <Text c="dimmed" size="sm">
                  Choose a unit to see what the buyer pays in all.
                </Text>
              ) : quote.isError ? (
                <Alert color="orange">{errorMessage(quote.error, 'Could not price the unit')}</Alert>
              ) : quote.data ? (
                <Stack gap="xs">
                  <Text size="sm" c="dimmed">
                    Price list of {indiaDisplayDate(quote.data.priceList.effectiveFrom)}
                    {women ? '; every applicant a woman, so the stamp-duty concession applies' : ''}.
                  </Text>
                  {quote.data.needsApproval ? (
                    <Alert color="yellow">
                      A discount above {quote.data.thresholdPercent}% waits for an administrator’s approval: the booking
                      is made without it ({formatRupees(quote.data.costSheet.total)} shown here is with it).
                    </Alert>
                  ) : null}
                  <CostSheetTable sheet={quote.data.costSheet} />
                </Stack>
              ) : (
                <Text c="dimmed" size="sm">
                  Pricing…
                </Text>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      </form>
    </>
  );
}
