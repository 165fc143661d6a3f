import { Avatar, type AvatarProps } from '@mantine/core';
import type { FileRef } from '../../../../domain/schemas/document';
import { useFileUrl } from '../../../lib/file-url';

/** The customer's profile picture, fetched with the session token; Mantine's default figure when none. */
export function CustomerAvatar({ profile, name, ...props }: { profile: FileRef | null; name: string } & AvatarProps) {
  const picture = useFileUrl(profile?._id);
  return <Avatar src={picture.data ?? null} alt={`Profile picture of ${name}`} {...props} />;
}
