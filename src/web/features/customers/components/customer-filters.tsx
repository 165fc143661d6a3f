import { Group, SegmentedControl, Select } from '@mantine/core';
import { CUSTOMER_TYPES, subTypesFor } from '../../../../domain/schemas/customer-property';
import { SearchInput } from '../../../ui/search-input';

interface CustomerFiltersProps {
  type: string | null;
  subType: string | null;
  search: string;
  onTypeChange: (type: string | null) => void;
  onSubTypeChange: (subType: string | null) => void;
  onSearchChange: (search: string) => void;
}

/** Type (All, Residential, Commercial), a sub-type that follows it (none for All), and a name search. */
export function CustomerFilters(props: CustomerFiltersProps) {
  const options = subTypesFor(props.type);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label="Type"
        value={props.type ?? 'All'}
        onChange={(value) => props.onTypeChange(value === 'All' ? null : value)}
        data={['All', ...CUSTOMER_TYPES]}
      />
      <Select
        label="Sub Type"
        placeholder={options.length ? 'All sub-types' : 'Choose a type first'}
        data={[...options]}
        value={props.subType}
        onChange={props.onSubTypeChange}
        disabled={options.length === 0}
        clearable
        w={200}
      />
      <SearchInput
        label="Search by name"
        value={props.search}
        onChange={props.onSearchChange}
        placeholder="Owner, project or contact"
      />
    </Group>
  );
}
