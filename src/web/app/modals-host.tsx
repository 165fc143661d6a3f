import { ModalsProvider } from '@mantine/modals';
import { useLayoutEffect } from 'react';
import { modalsHostListening } from '../ui/confirm';

/**
 * The host of `modals.openConfirmModal` and friends. Screens open modals through @mantine/modals'
 * events, never its context, so the host needs no children and loads after the first screen
 * (the Modal, ScrollArea and floating-ui code is ~25 KB gz that /login does not use).
 */
export function ModalsHost() {
  // Runs after ModalsProvider's own layout effect has subscribed (a child's effects run first).
  useLayoutEffect(() => modalsHostListening(), []);
  return <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />;
}
