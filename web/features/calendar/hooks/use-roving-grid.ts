import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

interface RovingGridOptions {
  rows: number;
  columns: number;
  /** Right-to-left pages: the arrow keys follow what the eye sees. */
  rtl: boolean;
  /** The cell that takes the Tab stop first. */
  initial: { row: number; column: number };
}

/**
 * One Tab stop for a whole grid of slots (the days of a month, the hours of a week): the
 * arrow keys move between the slots, Home and End go to the row's ends, so keyboard users do
 * not have to tab through hundreds of empty slots to reach the events after them.
 */
export function useRovingGrid({ rows, columns, rtl, initial }: RovingGridOptions) {
  const [active, setActive] = useState<{ row: number; column: number } | null>(null);
  const cells = useRef(new Map<string, HTMLElement>());

  const clamp = (row: number, column: number) => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    column: Math.max(0, Math.min(columns - 1, column)),
  });
  const current = active ? clamp(active.row, active.column) : clamp(initial.row, initial.column);

  const moveTo = useCallback((row: number, column: number) => {
    setActive({ row, column });
    cells.current.get(`${row}:${column}`)?.focus();
  }, []);

  const onKeyDown = (row: number, column: number) => (event: KeyboardEvent<HTMLElement>) => {
    const forward = rtl ? -1 : 1;
    let next: { row: number; column: number } | null = null;
    switch (event.key) {
      case 'ArrowRight':
        next = { row, column: column + forward };
        break;
      case 'ArrowLeft':
        next = { row, column: column - forward };
        break;
      case 'ArrowDown':
        next = { row: row + 1, column };
        break;
      case 'ArrowUp':
        next = { row: row - 1, column };
        break;
      case 'Home':
        next = { row, column: 0 };
        break;
      case 'End':
        next = { row, column: columns - 1 };
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = clamp(next.row, next.column);
    moveTo(target.row, target.column);
  };

  /** Props of the slot at (row, column). */
  const slotProps = (row: number, column: number) => ({
    tabIndex: row === current.row && column === current.column ? 0 : -1,
    ref: (element: HTMLElement | null) => {
      const key = `${row}:${column}`;
      if (element) cells.current.set(key, element);
      else cells.current.delete(key);
    },
    onKeyDown: onKeyDown(row, column),
    onFocus: () => {
      if (row !== current.row || column !== current.column) setActive({ row, column });
    },
  });

  return { slotProps };
}
