import { smtpSettingsSchema } from '../../domain/schemas/smtp';
import { defineSetting } from '../settings/settings-store';

/** The SMTP settings row (no password) and the name of the secret that holds the password. */
export const smtpSetting = defineSetting('smtp', smtpSettingsSchema);
export const SMTP_PASSWORD_SECRET = 'smtp.password';
