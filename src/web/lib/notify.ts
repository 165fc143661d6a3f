import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client';

/** Toasts: top-right, 3 s; position and timing are set once in the providers. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message });
}

export function notifyError(error: unknown, title?: string): void {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}
