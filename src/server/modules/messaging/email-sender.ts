import type { AppContext } from '../../context';

/** True when SMTP settings are saved; campaign mail goes through ctx.mailer (decision 110). */
export const mailerReady = (ctx: Pick<AppContext, 'mailer'>) => ctx.mailer.isConfigured();
