import type { LeadImportField } from '../../schemas/lead-import';

/** Case, spaces, punctuation and a trailing "no"/"number" do not change what a header means. */
export function headerKey(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Headers seen in portal exports and office spreadsheets, by the field they hold. Matched on
 * headerKey, so "Contact No." and "contact_no" are the same entry.
 */
const HEADER_NAMES: Record<LeadImportField, readonly string[]> = {
  name: [
    'name',
    'full name',
    'customer name',
    'client name',
    'lead name',
    'contact name',
    'customer',
    'client',
    'buyer name',
    'naam',
    'नाम',
    'नाव',
    'ग्राहक',
    'ग्राहक का नाम',
    'ग्राहकाचे नाव',
  ],
  mobile: [
    'mobile',
    'mobile no',
    'mobile number',
    'mobile no 1',
    'phone',
    'phone no',
    'phone number',
    'contact',
    'contact no',
    'contact number',
    'cell',
    'cell no',
    'cell phone',
    'whatsapp',
    'whatsapp no',
    'whatsapp number',
    'primary mobile',
    'primary phone',
    'mob',
    'mob no',
    'tel',
    'telephone',
    'मोबाइल',
    'मोबाईल',
  ],
  alternateMobile: [
    'alternate mobile',
    'alternate mobile no',
    'alternate number',
    'alternate no',
    'alternate phone',
    'alt mobile',
    'alt phone',
    'alt no',
    'alt number',
    'other phone',
    'secondary mobile',
    'secondary phone',
    'mobile 2',
    'mobile no 2',
    'phone 2',
    'landline',
    'second mobile',
  ],
  email: ['email', 'e mail', 'email id', 'email address', 'mail', 'mail id', 'e mail id', 'e mail address'],
  source: ['source', 'lead source', 'source name', 'channel', 'lead channel', 'portal', 'medium', 'campaign source'],
  branch: ['branch', 'office', 'branch name', 'site office', 'location office'],
  assignedTo: [
    'assigned to',
    'assignee',
    'owner',
    'lead owner',
    'sales person',
    'salesperson',
    'executive',
    'sales executive',
    'agent',
    'rm',
    'relationship manager',
    'handled by',
    'allocated to',
  ],
  project: ['project', 'project name', 'property', 'property name', 'site', 'scheme', 'interested project'],
  requirement: ['requirement', 'configuration', 'config', 'unit type', 'bhk', 'flat type', 'property type', 'type'],
  budget: ['budget', 'budget rs', 'budget inr', 'price range', 'budget range', 'amount', 'expected budget'],
  city: ['city', 'location', 'town', 'area', 'locality', 'preferred location', 'शहर'],
  status: ['status', 'lead status', 'stage', 'lead stage'],
  nextFollowUpAt: [
    'next follow up',
    'next followup',
    'follow up',
    'followup',
    'follow up date',
    'followup date',
    'next follow up date',
    'next call',
    'next action date',
    'callback',
    'call back date',
    'reminder',
  ],
  notes: ['notes', 'note', 'remarks', 'remark', 'comments', 'comment', 'description', 'message', 'query', 'enquiry'],
  createdAt: [
    'created',
    'created at',
    'created on',
    'created date',
    'date',
    'lead date',
    'enquiry date',
    'inquiry date',
    'date added',
    'added on',
    'received on',
    'submitted on',
    'timestamp',
  ],
};

const BY_KEY = new Map<string, LeadImportField>();
for (const [field, names] of Object.entries(HEADER_NAMES) as [LeadImportField, readonly string[]][]) {
  for (const name of names) BY_KEY.set(headerKey(name), field);
}

/** The lead field a header most likely holds, or null when it is not recognised. */
export function suggestField(header: string): LeadImportField | null {
  const key = headerKey(header);
  if (!key) return null;
  const exact = BY_KEY.get(key);
  if (exact) return exact;
  // "Mobile Number (Primary)", "Customer Name *": the header starts with a known name.
  const trimmed = key.replace(/\b(no|number|num|id)$/, '').trim();
  return BY_KEY.get(trimmed) ?? null;
}

/**
 * A suggestion per header, each field used once: the first header that claims a field keeps it
 * (a file with "Phone" and "Mobile" maps the first to Mobile and leaves the other for the user).
 */
export function suggestMapping(headers: readonly string[]): (LeadImportField | null)[] {
  const taken = new Set<LeadImportField>();
  return headers.map((header) => {
    const field = suggestField(header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
