import { Image, List, Stack, Text } from '@mantine/core';

/** Where the office's pages find the phone app: the same server, at /m/. */
export const PHONE_APP_PATH = '/m/';

/**
 * The QR code of the phone app's address, drawn by the server (GET /api/phone/qr.svg, public: it
 * holds only the address, and an <img> sends no bearer token; decision 209).
 */
export function PhoneAppQr({ size = 180 }: { size?: number }) {
  return (
    <Image
      src="/api/phone/qr.svg"
      alt="QR code of the phone app's address"
      w={size}
      h={size}
      fit="contain"
      bg="white"
      radius="sm"
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
    />
  );
}

/** How to put the app on a phone's home screen, for Android's Chrome and the iPhone's Safari. */
export function InstallSteps() {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        Add it to your home screen
      </Text>
      <List size="sm" spacing={4} type="ordered">
        <List.Item>Scan the code with the phone's camera, or open the address in the browser.</List.Item>
        <List.Item>
          <b>Android (Chrome):</b> tap the menu ⋮, then “Install app” or “Add to Home screen”.
        </List.Item>
        <List.Item>
          <b>iPhone (Safari):</b> tap Share, then “Add to Home Screen”.
        </List.Item>
        <List.Item>Open EstateDesk from its icon and sign in with this same account.</List.Item>
      </List>
    </Stack>
  );
}
