export interface FieldInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  multiline?: boolean;
  /** While printing: the value as plain text instead of a box (the possession letter). */
  asText?: boolean;
}

/**
 * A text input styled as the letter's text. The possession letter uses real inputs
 * ("text inputs for possessor name …") and swaps them for plain text when it prints.
 */
export function FieldInput({
  value,
  onChange,
  label,
  placeholder,
  multiline = false,
  asText = false,
}: FieldInputProps) {
  if (asText) {
    return <span className={multiline ? 'letter-plain letter-plain-block' : 'letter-plain'}>{value}</span>;
  }
  if (multiline) {
    return (
      <textarea
        className="letter-field"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        rows={1}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <input
      className="letter-field"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
