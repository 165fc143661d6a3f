import type { z } from 'zod';
import {
  CUSTOMER_FILE_FIELDS,
  type CustomerFileField,
  customerPropertyInputSchema,
} from '../../../domain/schemas/customer-property';
import { badRequest } from '../../lib/app-error';
import type { FileField } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';

/**
 * Which files the customer form takes. Aadhar, PAN and light bill are KYC: roles 0 and 1 may open
 * them and every view is logged. Other documents are a customer's personal papers too, so they get
 * the same rule (docs/decisions/021). The profile picture is shown in lists, so it is not audited.
 */
export const customerFileFields: Record<CustomerFileField, FileField> = {
  profile: { policy: policies.image('customers.manage') },
  aadharCard: { policy: policies.kyc() },
  panCard: { policy: policies.kyc() },
  lightBill: { policy: policies.kyc() },
};

export const otherDocFields: Record<string, FileField> = { otherDoc: { policy: policies.kyc(), multiple: true } };

export const FILE_COLUMNS = {
  profile: 'profileFileId',
  aadharCard: 'aadharCardFileId',
  panCard: 'panCardFileId',
  lightBill: 'lightBillFileId',
} as const satisfies Record<CustomerFileField, string>;

export { CUSTOMER_FILE_FIELDS };

const TEXT_FIELDS = ['ownerName', 'address', 'contact', 'type', 'subType', 'projectName'] as const;

/**
 * Validates the text fields of the multipart form. `current` is the saved record on an update: the
 * client sends only non-empty fields, so a field it leaves out keeps its value.
 */
export function parseCustomerFields(
  fields: Record<string, string>,
  current?: Record<(typeof TEXT_FIELDS)[number], string>,
): z.output<typeof customerPropertyInputSchema> {
  const merged: Record<string, string> = { ...current };
  for (const name of TEXT_FIELDS) if (fields[name] !== undefined) merged[name] = fields[name];
  const parsed = customerPropertyInputSchema.safeParse(merged);
  if (!parsed.success) {
    const messages = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
    throw badRequest(
      parsed.error.issues[0]?.message ?? 'The customer details are not valid.',
      messages,
      'VALIDATION_FAILED',
    );
  }
  return parsed.data;
}
