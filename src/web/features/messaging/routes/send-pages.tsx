import { PageHeader } from '../../../ui/page-header';
import { SendForm } from '../components/send-form';

/** /smsEmail (Create Email / Sms): either channel. */
export function SendSmsOrEmailPage() {
  return (
    <>
      <PageHeader
        title="Create Email / Sms"
        description="Send a template to the leads chosen on the lead list, or to every lead matching a filter."
      />
      <SendForm />
    </>
  );
}

/** /CreateEmail: the same screen, for email only. */
export function CreateEmailPage() {
  return (
    <>
      <PageHeader
        title="Create Email"
        description="Send an email template to chosen leads or to a filter; each recipient gets an unsubscribe link."
      />
      <SendForm fixedChannel="email" />
    </>
  );
}
