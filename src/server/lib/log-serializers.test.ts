import { describe, expect, it } from 'vitest';
import { loggableUrl } from './log-serializers';

describe('loggableUrl', () => {
  it("cuts the query off an inbound path, where Meta's handshake puts our verify token", () => {
    expect(loggableUrl('/api/inbound/meta/abc?hub.mode=subscribe&hub.verify_token=s3cret&hub.challenge=1')).toBe(
      '/api/inbound/meta/abc?…',
    );
  });
  it('keeps other queries and paths without a query as they are', () => {
    expect(loggableUrl('/api/lead/getLeads?page=2')).toBe('/api/lead/getLeads?page=2');
    expect(loggableUrl('/api/inbound/meta/abc')).toBe('/api/inbound/meta/abc');
  });
});
