import type { AccessRow } from '../../test/access-rows';
import { conversationRows } from './conversation-access-rows';

export const rows: AccessRow[] = [...conversationRows];
