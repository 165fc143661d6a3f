import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { usePrintSheet } from '../hooks/use-print-sheet';

interface PrintFrameProps {
  backTo: string;
  backLabel: string;
  /** The page's title once the document has loaded: "Quotation 26-27-004 Rahul Deshmukh". */
  title: string | null;
  /** Everything the sheet needs has loaded (and the logo, if any). */
  ready: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The print page around a sheet: 'Loading...' until ready, a failure said plainly with
 * Retry (the spec left it on 'Loading...'), and a toolbar that does not print.
 */
export function PrintFrame({ backTo, backLabel, title, ready, error, onRetry, children }: PrintFrameProps) {
  usePrintSheet(ready && !error, title);
  return (
    <>
      <Group justify="space-between" mb="md" data-no-print>
        <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          {backLabel}
        </Button>
        <Button
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
          disabled={!ready || Boolean(error)}
        >
          Print
        </Button>
      </Group>
      {error ? (
        <div role="alert" data-no-print style={{ textAlign: 'center', padding: 48 }}>
          <p style={{ fontWeight: 600 }}>Could not load this document for printing.</p>
          <p>{errorMessage(error)}</p>
          <Button onClick={onRetry}>Retry</Button>
        </div>
      ) : ready ? (
        children
      ) : (
        <p role="status" style={{ textAlign: 'center', padding: 48 }}>
          Loading...
        </p>
      )}
    </>
  );
}
