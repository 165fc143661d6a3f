export * from './dlt';
export * from './gateway-codes';
export * from './send-window';
export * from './sms-text';
export * from './variables';
export * from './whatsapp-errors';
