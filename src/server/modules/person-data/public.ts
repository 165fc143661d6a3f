// Messaging asks whether an address is an erased person's opt-out (decision 165).
export { erasedOptOutTest, isErasedOptOut, optOutChannel } from './digest';
