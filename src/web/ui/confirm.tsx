import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useState } from 'react';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** Wider than the default for a question that shows a document (a message preview). */
  size?: 'md' | 'lg' | 'xl';
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

/** A modal question; resolves true when the user confirms. */
export async function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  size,
}: ConfirmOptions) {
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
      size,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

interface ChoiceOptions<T extends string> {
  title: string;
  label: string;
  description?: string;
  options: { value: T; label: string }[];
  confirmLabel: string;
}

function ChoiceForm<T extends string>({
  label,
  description,
  options,
  confirmLabel,
  onDone,
}: Omit<ChoiceOptions<T>, 'title'> & { onDone: (value: T | null) => void }) {
  const [value, setValue] = useState<T | null>(null);
  return (
    <Stack gap="md">
      <Select
        label={label}
        description={description}
        placeholder="Choose one"
        data={options}
        value={value}
        onChange={(v) => setValue(v as T | null)}
        required
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button disabled={!value} onClick={() => onDone(value)}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** A modal question answered from a list (a reason, a kind); resolves the choice, or null when closed. */
export async function askChoice<T extends string>({ title, ...form }: ChoiceOptions<T>): Promise<T | null> {
  await host.promise;
  return new Promise<T | null>((resolve) => {
    let settled = false;
    const id = modals.open({
      title,
      centered: true,
      onClose: () => {
        if (!settled) resolve(null);
        settled = true;
      },
      children: (
        <ChoiceForm<T>
          {...form}
          onDone={(value) => {
            settled = true;
            resolve(value);
            modals.close(id);
          }}
        />
      ),
    });
  });
}
