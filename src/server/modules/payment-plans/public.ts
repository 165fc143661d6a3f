// What other modules may use of payment plans (decision 008): the booking's schedule (decision 192).
export {
  copyPlanIntoSchedule,
  planForBooking,
  readSchedule,
  replaceSchedule,
  repriceSchedule,
} from './schedule';
export { carryScheduleToTransfer } from './transfer-schedule';
