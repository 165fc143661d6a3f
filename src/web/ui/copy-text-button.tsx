import { Button, type ButtonProps, CopyButton } from '@mantine/core';

interface CopyTextButtonProps extends Omit<ButtonProps, 'children'> {
  /** The text put on the clipboard. */
  value: string;
  /** The button's words before it is pressed; "Copied" for a moment after. */
  label?: string;
}

/** A button that copies a text someone pastes elsewhere (an address, a snippet) and says it did. */
export function CopyTextButton({ value, label = 'Copy', ...button }: CopyTextButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button {...button} onClick={copy}>
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}
