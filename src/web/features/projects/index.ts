/** What other features may use of projects: the picker of projects (lead form, bookings, filters). */

export { projectKeys } from './api/keys';
export { useProject, useProjectOptions } from './api/projects';
