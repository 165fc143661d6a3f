import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * PasswordInput whose show/hide button does not contain the word "password" in its name, so the
 * field's own label ("Password", "New Password") is the only thing a screen reader or a test finds.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters typed' }}
      {...props}
    />
  );
});
