// What other modules may use of the auth module (ARCHITECTURE.md, "Module boundaries"): Team
// issues invitation links (emailed when SMTP is set up) and ends a deactivated member's sessions.
export { issuePasswordLink, type PasswordLink } from './password-link-email';
export { revokeUserSessions } from './sessions';
