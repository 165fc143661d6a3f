import type { AccessRow } from '../../test/access-rows';

// Roles 0 and 1 hand out and manage tasks; an executive (role 2) reads their own tasks and moves
// their status (the service answers 404 for everyone else's).
export const rows: AccessRow[] = [
  { route: 'POST /api/task/create', allow: [0, 1] },
  { route: 'GET /api/task/getTasks', allow: [0, 1, 2] },
  { route: 'GET /api/task/getTaskById/:id', allow: [0, 1, 2] },
  { route: 'PUT /api/task/update/:id', allow: [0, 1] },
  { route: 'PUT /api/task/updateTaskStatus/:id', allow: [0, 1, 2] },
  { route: 'DELETE /api/task/deleteTask/:id', allow: [0, 1] },
  { route: 'GET /api/task/getStatusWiseCounts', allow: [0, 1, 2] },
  { route: 'GET /api/task/getAllMembersStatusCounts', allow: [0, 1] },
  { route: 'GET /api/task/getTasksByLeadId/:leadId', allow: [0, 1, 2] },
  { route: 'GET /api/task/getTaskFormOptions', allow: [0, 1] },
];
