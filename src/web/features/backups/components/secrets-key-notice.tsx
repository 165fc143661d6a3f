import { Alert, Code, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { BackupOverview } from '../../../../domain/schemas/backups';

/** The secrets key is not in any archive: without it a restored server cannot read stored passwords. */
export function SecretsKeyNotice({ secretsKey }: { secretsKey: BackupOverview['secretsKey'] }) {
  const where =
    secretsKey.source === 'file'
      ? `the file ${secretsKey.path}`
      : secretsKey.source === 'env'
        ? 'the SECRETS_KEY setting of the server'
        : null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconKey size={20} />}
      title="Keep the secrets key apart from the backups"
    >
      {where ? (
        <Text size="sm">
          Stored passwords (SMTP, SMS, telephony, portals) are encrypted with a key that is not in the backups. This
          server reads it from {where}; its fingerprint is <Code>{secretsKey.fingerprint}</Code>, and each backup's
          manifest names the same one. Keep a copy of the key — DATA_DIR/secrets.key or SECRETS_KEY — somewhere other
          than the backups (a password manager, a sealed envelope): a restore needs it.
        </Text>
      ) : (
        <Text size="sm">
          This server has no secrets key, so no stored password is in the backups. When you set SECRETS_KEY, keep a copy
          of it somewhere other than the backups.
        </Text>
      )}
    </Alert>
  );
}
