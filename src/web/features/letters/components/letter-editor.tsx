import { Button, Stack } from '@mantine/core';
import {
  IconArrowLeft,
  IconDeviceFloppy,
  IconFileTypePdf,
  IconHomeCheck,
  IconPrinter,
  IconUserSearch,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { letterKind, POSSESSION_PRINT_DELAY_MS } from '../../../../domain/letters/letter-catalogue';
import { letterDate } from '../../../../domain/letters/letter-date';
import { prefillLetter } from '../../../../domain/letters/prefill';
import { BOOKING_LETTERS, prefillFromBooking } from '../../../../domain/letters/prefill-booking';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import type { Entity } from '../../../../domain/schemas/entity';
import type {
  IssuedLetterSummary,
  IssueLetterInput,
  LetterFieldsByType,
  LetterType,
} from '../../../../domain/schemas/letter';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session-store';
import { PageHeader } from '../../../ui/page-header';
import { BookingPickerModal, bookingKeys, getBooking } from '../../bookings';
import { downloadLetterPdf } from '../api/download-letter-pdf';
import { getCustomerForLetter } from '../api/get-customer';
import { useIssueLetter } from '../api/issue-letter';
import { letterKeys } from '../api/keys';
import { usePrintLetter } from '../hooks/use-print-letter';
import type { SheetProps } from '../sheets/sheet-props';
import { CustomerPickerModal } from './customer-picker-modal';
import { CustomerNotice, ReopenedNotice, SavedNotice } from './letter-notices';
import { LetterSheet } from './letter-sheet';

export interface LetterEditorProps<T extends LetterType> {
  type: T;
  Sheet: ComponentType<SheetProps<LetterFieldsByType[T]>>;
  initialFields: LetterFieldsByType[T];
  initialCustomer: { _id: string; name: string } | null;
  /** The letter was reopened from a buyer's documents. */
  issued: IssuedLetterSummary | null;
  /** Company-profile notice or a warning, above the sheet. */
  notice?: React.ReactNode;
}

/**
 * One letter being written: the A4 sheet with its fields, and the actions around it — fill from a
 * flat buyer, save to the buyer's documents, print. Nothing outside the sheet prints.
 */
export function LetterEditor<T extends LetterType>({
  type,
  Sheet,
  initialFields,
  initialCustomer,
  issued,
  notice,
}: LetterEditorProps<T>) {
  const kind = letterKind(type);
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const canUseCustomers = can(user.role, 'entities.manage');
  const canUseBookings = can(user.role, 'bookings.view') && BOOKING_LETTERS.includes(type);
  const [bookingPicker, setBookingPicker] = useState(false);
  const [fields, setFields] = useState(initialFields);
  const [customer, setCustomer] = useState(initialCustomer);
  const [picker, setPicker] = useState<'fill' | 'save' | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [saved, setSaved] = useState<IssuedLetterSummary | null>(null);
  const issueLetter = useIssueLetter();
  const { printing, print } = usePrintLetter({
    delayMs: type === 'possession' ? POSSESSION_PRINT_DELAY_MS : 0,
    documentTitle: [kind.title, customer?.name, letterDate(new Date()).replaceAll('/', '-')]
      .filter(Boolean)
      .join(' - '),
  });

  const fillFrom = async (entity: Entity) => {
    setBusyId(entity._id);
    try {
      const source = await queryClient.fetchQuery({
        queryKey: letterKeys.customer(entity._id),
        queryFn: ({ signal }) => getCustomerForLetter(entity._id, signal),
      });
      setFields((prev) => prefillLetter(type, prev, source));
      setCustomer({ _id: entity._id, name: entity.name });
      setPicker(null);
      notifySuccess(`Filled in from ${entity.name}. Check the letter and change anything that needs it.`);
    } catch (error) {
      notifyError(error, 'Could not fill in this flat buyer');
    } finally {
      setBusyId(null);
    }
  };

  const fillFromBooking = async (bookingId: string) => {
    setBusyId(bookingId);
    try {
      const booking = await queryClient.fetchQuery({
        queryKey: bookingKeys.one(bookingId),
        queryFn: ({ signal }) => getBooking(bookingId, signal),
      });
      setFields((prev) => prefillFromBooking(type, prev, booking));
      if (booking.links.entity) setCustomer({ _id: booking.links.entity._id, name: booking.links.entity.name });
      setBookingPicker(false);
      notifySuccess(`Filled in from ${booking.bookingNo}. Check the letter and change anything that needs it.`);
    } catch (error) {
      notifyError(error, 'Could not fill in this booking');
    } finally {
      setBusyId(null);
    }
  };

  // The PDF is made on the server from the letter as saved: offered once there is a saved letter.
  const savedLetter = saved ?? issued;
  const [downloading, setDownloading] = useState(false);
  const downloadPdf = async () => {
    if (!savedLetter) return;
    setDownloading(true);
    try {
      await downloadLetterPdf(savedLetter._id, `${kind.title}.pdf`);
    } catch (error) {
      notifyError(error, 'Could not download the PDF');
    } finally {
      setDownloading(false);
    }
  };

  const saveFor = async (target: { _id: string; name: string }) => {
    setBusyId(target._id);
    try {
      const letter = await issueLetter.mutateAsync({ type, entityId: target._id, fields } as IssueLetterInput);
      setSaved(letter);
      setCustomer(target);
      setPicker(null);
      notifySuccess(`${kind.title} saved to ${target.name}’s documents.`);
    } catch (error) {
      notifyError(error, 'Could not save the letter');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader
        title={kind.title}
        description={`${kind.description} Click any text on the letter to change it.`}
        actions={
          <>
            <Button
              component={Link}
              to={paths.documentGenerator()}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
            >
              Document Generator
            </Button>
            {canUseBookings ? (
              <Button
                variant="default"
                leftSection={<IconHomeCheck size={16} />}
                onClick={() => setBookingPicker(true)}
              >
                Fill from a booking
              </Button>
            ) : null}
            {canUseCustomers ? (
              <Button variant="default" leftSection={<IconUserSearch size={16} />} onClick={() => setPicker('fill')}>
                Fill from customer
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={issueLetter.isPending && picker === null}
              onClick={() => (customer ? void saveFor(customer) : setPicker('save'))}
            >
              Save to customer’s documents
            </Button>
            {kind.pdf && savedLetter ? (
              <Button
                variant="default"
                leftSection={<IconFileTypePdf size={16} />}
                onClick={() => void downloadPdf()}
                loading={downloading}
                title="The letter as saved, as a PDF"
              >
                Download PDF
              </Button>
            ) : null}
            <Button leftSection={<IconPrinter size={16} />} onClick={print} loading={printing}>
              Print
            </Button>
          </>
        }
      />
      <Stack gap="sm" mb="md" maw="210mm" mx="auto">
        {notice}
        {issued && !saved ? <ReopenedNotice letter={issued} newLetterPath={kind.path} /> : null}
        {saved ? <SavedNotice letter={saved} path={kind.path} /> : null}
        {customer && !issued && !saved ? <CustomerNotice customer={customer} /> : null}
      </Stack>
      <LetterSheet title={kind.title} grows={type === 'demand'}>
        <Sheet fields={fields} setFields={setFields} printing={printing} />
      </LetterSheet>
      {canUseBookings ? (
        <BookingPickerModal
          opened={bookingPicker}
          onClose={() => setBookingPicker(false)}
          onPick={(id) => void fillFromBooking(id)}
          busyId={busyId}
        />
      ) : null}
      <CustomerPickerModal
        opened={picker !== null}
        title={picker === 'save' ? 'Save to customer’s documents' : 'Fill from customer'}
        description={
          picker === 'save'
            ? 'Choose the flat buyer this letter was given to. It is kept in their documents with today’s date and your name.'
            : 'Choose a flat buyer: their names, flat, amounts and payments are written into the letter. You can still change everything.'
        }
        onClose={() => setPicker(null)}
        onPick={(entity) => void (picker === 'save' ? saveFor(entity) : fillFrom(entity))}
        busyId={busyId}
      />
    </>
  );
}
