import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/** Where a keyboard opening puts the focus; a new object per request, so each one runs. */
type FocusRequest = { item: 'first' | 'last' };

/**
 * The item a key moves the focus to from item `index` (negative counts from the end, the
 * caller wraps around), or undefined for a key that moves nothing.
 */
export function menuKeyTarget(key: string, index: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    Home: 0,
    End: -1,
  };
  return key in moves ? moves[key] : undefined;
}

/** The item a key on the menu's button opens the menu with focus on, or undefined. */
export function openingFocus(key: string): 'first' | 'last' | undefined {
  if (key === 'ArrowDown' || key === 'Enter' || key === ' ') return 'first';
  return key === 'ArrowUp' ? 'last' : undefined;
}

/** The menu's items, in order. */
function menuItems(root: HTMLElement | null): HTMLAnchorElement[] {
  return Array.from(root?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? []);
}

/** Focuses item `index` of the menu, wrapping around (-1 is the last). */
function focusItem(root: HTMLElement | null, index: number) {
  const list = menuItems(root);
  list[(index + list.length) % list.length]?.focus();
}

/**
 * While the menu is open, a pointer press outside closes it, and so does Escape wherever focus
 * is (a hovered menu need not have it). The listeners are added with the commit that shows the
 * menu: a hover's render runs its passive effects a task later, and a press in between was lost.
 */
function useDismiss(
  open: boolean,
  setOpen: (open: boolean) => void,
  root: RefObject<HTMLDivElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  pointerInside: RefObject<boolean>,
  hoverSuppressed: RefObject<boolean>,
) {
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      hoverSuppressed.current = pointerInside.current;
      const focusInside = root.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen, root, button, pointerInside, hoverSuppressed]);
}

/**
 * State and handlers of the language menu (menu-button pattern): opens on click or hover,
 * closes on Escape, outside click or focus loss. Escape wins over hover: the menu then stays
 * closed under a resting pointer until the pointer leaves and comes back, or the button is used.
 * Returns the props of the menu's root and its button, and its list's key handler.
 */
export function useLanguageMenu() {
  const [open, setOpen] = useState(false);
  const [hash, setHash] = useState('');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const servedFocusRequest = useRef<FocusRequest | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  /** Whether the pointer rests on the menu (its button or its list). */
  const pointerInside = useRef(false);
  /** Set by Escape while the pointer is over the menu: hover does not reopen it. */
  const hoverSuppressed = useRef(false);
  const menuId = useId();

  const openMenu = (focus?: 'first' | 'last') => {
    setHash(window.location.hash);
    setOpen(true);
    if (focus) setFocusRequest({ item: focus });
  };
  // Focus the item once the open list is committed: a frame can come first while the page
  // still hydrates, and a hidden item takes no focus.
  useEffect(() => {
    if (!open || !focusRequest || servedFocusRequest.current === focusRequest) return;
    servedFocusRequest.current = focusRequest;
    focusItem(root.current, focusRequest.item === 'first' ? 0 : -1);
  }, [open, focusRequest]);
  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  useDismiss(open, setOpen, root, button, pointerInside, hoverSuppressed);

  const rootProps = {
    ref: root,
    onMouseEnter() {
      pointerInside.current = true;
      if (hoverSuppressed.current) return;
      // A pointer reaches the button before clicking it: the click that follows a hover
      // must not close the menu the hover just opened.
      openedByHover.current = !open;
      openMenu();
    },
    onMouseLeave() {
      pointerInside.current = false;
      hoverSuppressed.current = false;
      setOpen(false);
    },
    onBlur(event: { relatedTarget: EventTarget | null }) {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };
  const buttonProps = {
    ref: button,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick() {
      hoverSuppressed.current = false;
      if (open && !openedByHover.current) close();
      else openMenu();
      openedByHover.current = false;
    },
    onKeyDown(event: KeyboardEvent) {
      const focus = openingFocus(event.key);
      if (!focus) return;
      event.preventDefault();
      openMenu(focus);
    },
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    const target = menuKeyTarget(
      event.key,
      menuItems(root.current).indexOf(document.activeElement as HTMLAnchorElement),
    );
    if (target !== undefined) {
      event.preventDefault();
      focusItem(root.current, target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      hoverSuppressed.current = pointerInside.current;
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  return { open, hash, menuId, rootProps, buttonProps, onListKeyDown };
}
