import type { AccessRow } from '../../test/access-rows';

// Sales contacts are office work: administrators and managers; an executive gets 403 for all of it.
export const rows: AccessRow[] = [
  { route: 'POST /api/contact/createContact', allow: [0, 1] },
  { route: 'GET /api/contact/getAllContacts', allow: [0, 1] },
  { route: 'GET /api/contact/getContactById/:id', allow: [0, 1] },
  { route: 'PUT /api/contact/updateContact/:id', allow: [0, 1] },
  { route: 'DELETE /api/contact/deleteContact/:id', allow: [0, 1] },
  { route: 'PUT /api/contact/assignContact', allow: [0, 1] },
  { route: 'POST /api/contact/convertToLead/:id', allow: [0, 1] },
  { route: 'GET /api/contact/getContactFormOptions', allow: [0, 1] },
];
