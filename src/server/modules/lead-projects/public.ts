/**
 * Leads ↔ projects (decision 184) for other modules: the lead form's project, the set-based match
 * of imports and portal sets, and the re-match the projects service runs when a project is
 * created or renamed.
 */
export {
  matchLeadsToProject,
  matchProjectTexts,
  projectIdOfText,
  projectMatchesSql,
  resolveLeadProject,
} from './match';
