import { useState } from 'react';

/** Open/closed state of an add-or-edit modal; the record stays while it closes so the title does not jump. */
export function useEditModal<T>() {
  const [state, setState] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null });
  return {
    opened: state.opened,
    record: state.record,
    open: (record: T | null) => setState({ opened: true, record }),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
