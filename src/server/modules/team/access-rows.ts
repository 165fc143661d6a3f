import type { AccessRow } from '../../test/access-rows';

// Team is the administrator's alone (role 1 has no Team Structure).
export const rows: AccessRow[] = [
  { route: 'POST /api/team/createMember', allow: [0] },
  { route: 'GET /api/team/getAllMembers', allow: [0] },
  { route: 'GET /api/team/getMembersByRole/:role', allow: [0] },
  { route: 'GET /api/team/getMemberById/:id', allow: [0] },
  { route: 'PUT /api/team/updateMember/:id', allow: [0] },
  { route: 'POST /api/team/invite/:id', allow: [0] },
  { route: 'DELETE /api/team/deleteMember/:id', allow: [0] },
];
