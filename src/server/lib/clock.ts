/** Time comes from here so tests can move it (expiry of sessions and invitations). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
