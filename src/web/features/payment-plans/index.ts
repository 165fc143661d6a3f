/** What other features may use of payment plans: a project's plans (the booking form's choice). */

export { paymentPlanKeys, usePaymentPlans } from './api/payment-plans-api';
