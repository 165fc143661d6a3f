import { ActionIcon, Group, Input, Paper, Textarea, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconList, IconSeparator, IconUnderline } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';

interface HtmlBodyEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  /** Called with the textarea so the variable picker can insert at the cursor. */
  textareaRef?: (el: HTMLTextAreaElement | null) => void;
}

type Wrap = { label: string; icon: ReactNode; before: string; after: string; placeholder: string };

const tools: Wrap[] = [
  { label: 'Bold', icon: <IconBold size={16} />, before: '<b>', after: '</b>', placeholder: 'bold text' },
  { label: 'Italic', icon: <IconItalic size={16} />, before: '<i>', after: '</i>', placeholder: 'italic text' },
  { label: 'Underline', icon: <IconUnderline size={16} />, before: '<u>', after: '</u>', placeholder: 'text' },
  {
    label: 'Bulleted list',
    icon: <IconList size={16} />,
    before: '<ul>\n  <li>',
    after: '</li>\n</ul>',
    placeholder: 'first point',
  },
  {
    label: 'Link',
    icon: <IconLink size={16} />,
    before: '<a href="https://">',
    after: '</a>',
    placeholder: 'link text',
  },
  { label: 'Paragraph', icon: <IconSeparator size={16} />, before: '<p>', after: '</p>', placeholder: 'paragraph' },
];

/**
 * The email body (decision 115): simple HTML in a textarea with a toolbar that wraps the selection
 * in <b>, <i>, <u>, a list, a link or a paragraph. No rich-text package is installed and Mantine's
 * core has no editor; the preview beside it shows the result as the recipient sees it.
 */
export function HtmlBodyEditor({ label, value, onChange, error, description, textareaRef }: HtmlBodyEditorProps) {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const apply = (tool: Wrap) => {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const chosen = value.slice(start, end) || tool.placeholder;
    const next = `${value.slice(0, start)}${tool.before}${chosen}${tool.after}${value.slice(end)}`;
    onChange(next);
    // Keep the wrapped words selected, so a second tool (bold, then italic) wraps the same words.
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      el.setSelectionRange(start + tool.before.length, start + tool.before.length + chosen.length);
    });
  };
  return (
    <Input.Wrapper label={label} description={description} error={error} withAsterisk>
      <Paper withBorder radius="sm" p={4} mt={4}>
        <Group gap={4} mb={4} role="toolbar" aria-label="Formatting">
          {tools.map((tool) => (
            <Tooltip key={tool.label} label={tool.label} withinPortal>
              <ActionIcon variant="subtle" color="gray" aria-label={tool.label} onClick={() => apply(tool)}>
                {tool.icon}
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        <Textarea
          aria-label={label}
          ref={(el) => {
            ref.current = el;
            textareaRef?.(el);
          }}
          autosize
          minRows={8}
          maxRows={18}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          error={Boolean(error)}
        />
      </Paper>
    </Input.Wrapper>
  );
}

/** Inserts text at a textarea's cursor (or replaces its selection) and returns the new value. */
export function insertAtCursor(el: HTMLTextAreaElement | HTMLInputElement | null, value: string, text: string) {
  const start = el?.selectionStart ?? value.length;
  const end = el?.selectionEnd ?? value.length;
  const next = `${value.slice(0, start)}${text}${value.slice(end)}`;
  requestAnimationFrame(() => {
    if (!el) return;
    el.focus();
    el.setSelectionRange(start + text.length, start + text.length);
  });
  return next;
}
