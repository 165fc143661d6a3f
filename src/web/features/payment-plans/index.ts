/**
 * What other features may use of payment plans: a project's plans (the booking form's choice), and
 * the milestone rows and their live totals, which a booking's own schedule edits too (decision 192).
 */

export { paymentPlanKeys, usePaymentPlans } from './api/payment-plans-api';
export { MilestoneHeader, MilestoneRows, type RowFields } from './components/milestone-rows';
export { planTotals } from './components/plan-totals';
