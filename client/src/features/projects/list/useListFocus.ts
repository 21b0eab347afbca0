import { useEffect, useRef } from 'react';

/** Where the keyboard focus goes once a change to the list is on screen. */
type FocusAfter =
  /** A project was deleted: the Delete of the card now in its place, else 'Show more', the last card, the empty state. */
  | { kind: 'deleted'; id: string; index: number }
  /** 'Show more' loaded a page: if that was the last (the button is gone), the first project of that page. */
  | { kind: 'loaded'; index: number };

export interface ListFocusState {
  /** The projects shown (null while the list cannot be read). */
  ids: readonly string[] | null;
  /** The delete dialog is open. */
  isDialogOpen: boolean;
  isLoadingNext: boolean;
}

const control = (card: Element | undefined, selector: string) => card?.querySelector<HTMLElement>(selector) ?? null;

/**
 * Keeps the keyboard focus in the list when what it was on goes away: a deleted project's card, or 'Show more
 * projects' after the last page. The list, 'Show more' and the empty state take the refs; cards mark their controls
 * with `data-project-open` and `data-project-delete`.
 */
export function useListFocus({ ids, isDialogOpen, isLoadingNext }: ListFocusState) {
  const focusAfter = useRef<FocusAfter | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || isDialogOpen || !ids) return;
    if (target.kind === 'deleted' && ids.includes(target.id)) return; // not gone yet
    if (target.kind === 'loaded' && isLoadingNext) return;
    focusAfter.current = null;
    const cards = [...(listRef.current?.children ?? [])];
    if (target.kind === 'loaded') {
      // 'Show more projects' still there keeps the focus (and the page where it is); gone, it hands it on.
      if (!moreRef.current) control(cards[target.index], '[data-project-open]')?.focus();
      return;
    }
    (
      control(cards[target.index], '[data-project-delete]') ??
      moreRef.current ??
      control(cards.at(-1), '[data-project-delete]') ??
      emptyRef.current
    )?.focus();
  }, [ids, isDialogOpen, isLoadingNext]);

  return {
    listRef,
    moreRef,
    emptyRef,
    /** A project was deleted from the list (it was at `index`). */
    focusAfterDelete: (id: string, index: number) => {
      focusAfter.current = { kind: 'deleted', id, index };
    },
    /** 'Show more' was pressed with `shown` projects in the list; `null` when the page failed. */
    focusAfterPage: (shown: number | null) => {
      focusAfter.current = shown === null ? null : { kind: 'loaded', index: shown };
    },
  };
}
