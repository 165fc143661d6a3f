// What other features, the app shell and the shared modals use of follow-ups (decision 170).
export { useFollowUpCounts } from './api/follow-up-counts';
export {
  useLeadFollowUps,
  useLeadList,
  useLogOutcome,
  useScheduleFollowUp,
} from './api/follow-up-queries';
