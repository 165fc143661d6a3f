import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container: top-right, 3 s. It loads after the first paint (its
 * transitions are ~8 KB gz the first screen does not need); a toast shown before it arrives waits
 * in Mantine's store and appears with it.
 */
export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={3000} />;
}
