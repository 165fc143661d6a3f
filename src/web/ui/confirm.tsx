import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

function whenListening() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

// The modals host loads lazily after the first signed-in screen (app/modals-host.tsx), and
// @mantine/modals opens a modal by a window event that nobody hears before the host listens: a
// question asked earlier (a quick click on a freshly loaded page) would never appear.
let host = whenListening();

/** Called by the modals host once it listens; the returned cleanup is for its unmount. */
export function modalsHostListening(): () => void {
  host.resolve();
  return () => {
    host = whenListening();
  };
}

/** A modal question (DESIGN.md §7); resolves true when the user confirms. */
export async function confirmAction({ title, message, confirmLabel, cancelLabel = 'Cancel', danger }: ConfirmOptions) {
  await host.promise;
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
