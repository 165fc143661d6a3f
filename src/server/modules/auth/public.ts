// What other modules may use of the auth module (ARCHITECTURE.md, "Module boundaries"): Team
// issues invitation links and ends a deactivated member's sessions.
export { issuePasswordToken } from './password-tokens';
export { revokeUserSessions } from './sessions';
