/** Query keys of the projects feature: invalidate `all` after any change to a project's inventory. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (filters: object) => [...projectKeys.all, 'list', filters] as const,
  options: () => [...projectKeys.all, 'options'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  units: (id: string, filters: object) => [...projectKeys.all, 'units', id, filters] as const,
  priceLists: (id: string) => [...projectKeys.all, 'price-lists', id] as const,
  aliases: (id: string) => [...projectKeys.all, 'aliases', id] as const,
  stampDuty: () => [...projectKeys.all, 'stamp-duty'] as const,
};
