import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label?: string;
}

export function SearchInput({ value, onChange, placeholder, label = 'Search' }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      rightSection={value ? <CloseButton aria-label="Clear search" size="sm" onClick={() => onChange('')} /> : null}
      w={{ base: '100%', sm: 340 }}
    />
  );
}
