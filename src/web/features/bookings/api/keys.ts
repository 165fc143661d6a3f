/** Query keys of bookings: invalidate `all` after any change to one. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: (filters: object) => [...bookingKeys.all, 'list', filters] as const,
  one: (id: string | null | undefined) => [...bookingKeys.all, 'one', id] as const,
  schedule: (id: string) => [...bookingKeys.one(id), 'schedule'] as const,
  quote: (query: object) => [...bookingKeys.all, 'quote', query] as const,
  settings: () => [...bookingKeys.all, 'settings'] as const,
};
