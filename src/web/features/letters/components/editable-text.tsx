import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';

export interface EditableTextProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's name for a screen reader (and a test); the letter's own text is its visible label. */
  label: string;
  placeholder?: string;
  /** Line breaks allowed (addresses, descriptions). */
  multiline?: boolean;
  /** Shown on its own line instead of inside a sentence. */
  block?: boolean;
  className?: string;
  onBlur?: () => void;
}

function readText(element: HTMLElement): string {
  // innerText keeps the line breaks a person typed; a lone "\n" is what an emptied field leaves.
  // biome-ignore lint/performance/useDomNodeTextContent: textContent would drop the typed line breaks
  const text = element.innerText.replace(/\u00a0/g, ' ');
  return text === '\n' ? '' : text;
}

/**
 * A piece of the letter that can be edited where it stands (decision 042: "fields editable in
 * place"). A content-editable span flows and wraps with the sentence around it, which an <input>
 * cannot; it is a textbox to assistive technology. React does not own its text: the DOM is updated
 * only when the value changes from outside (sample text, a customer's details), so the caret stays put.
 */
export function EditableText({
  value,
  onChange,
  label,
  placeholder,
  multiline = false,
  block = false,
  className,
  onBlur,
}: EditableTextProps) {
  const ref = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && readText(element) !== value) element.textContent = value;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Enter' && !multiline) {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <input> cannot wrap with the sentence it sits in
    <span
      ref={ref}
      role="textbox"
      tabIndex={0}
      aria-label={label}
      aria-multiline={multiline || undefined}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      spellCheck
      data-placeholder={placeholder ?? label}
      className={['letter-field', block ? 'letter-field-block' : '', className ?? ''].filter(Boolean).join(' ')}
      onInput={(event) => {
        const element = event.currentTarget;
        const text = readText(element);
        if (text === '' && element.childNodes.length > 0) element.textContent = '';
        onChange(text);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    />
  );
}
