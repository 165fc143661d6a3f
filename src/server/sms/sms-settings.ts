import { smsSettingsSchema } from '../../domain/schemas/sms-settings';
import { defineSetting } from '../settings/settings-store';

/** The SMS gateway settings row (no secrets) and the names of its two secrets (decision 114). */
export const smsSetting = defineSetting('sms', smsSettingsSchema);
export const SMS_API_KEY_SECRET = 'sms.apiKey';
export const SMS_DLR_SECRET = 'sms.dlrSecret';
