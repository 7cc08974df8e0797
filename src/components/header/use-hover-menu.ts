/**
 * The behaviour of a menu button that also opens on hover (the language menu): open state,
 * focus moves between items, and closing on Escape, outside click or focus loss. Escape wins
 * over hover: the menu then stays closed under a resting pointer until the pointer leaves and
 * comes back, or the button is used.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** The item a navigation key moves focus to, from the focused item's index; -1 is the last. */
export function menuKeyTarget(key: string, index: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    Home: 0,
    End: -1,
  };
  return moves[key];
}

/** State and the props to spread on the menu's root, button and list. */
export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const [hash, setHash] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  /** Whether the pointer rests on the menu (its button or its list). */
  const pointerInside = useRef(false);
  /** Set by Escape while the pointer is over the menu: hover does not reopen it. */
  const hoverSuppressed = useRef(false);
  const menuId = useId();

  const items = () =>
    Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const openMenu = (focus?: 'first' | 'last') => {
    setHash(window.location.hash);
    setOpen(true);
    if (focus) requestAnimationFrame(() => focusItem(focus === 'first' ? 0 : -1));
  };
  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape wherever focus is (a hovered menu need not have it).
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
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLAnchorElement);
    const target = menuKeyTarget(event.key, index);
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      hoverSuppressed.current = pointerInside.current;
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const rootProps = {
    ref: root,
    onMouseEnter: () => {
      pointerInside.current = true;
      if (hoverSuppressed.current) return;
      // A pointer reaches the button before clicking it: the click that follows a hover
      // must not close the menu the hover just opened.
      openedByHover.current = !open;
      openMenu();
    },
    onMouseLeave: () => {
      pointerInside.current = false;
      hoverSuppressed.current = false;
      setOpen(false);
    },
    onBlur: (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };
  const buttonProps = {
    ref: button,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => {
      hoverSuppressed.current = false;
      if (open && !openedByHover.current) close();
      else openMenu();
      openedByHover.current = false;
    },
    onKeyDown: onButtonKeyDown,
  };
  const menuProps = { id: menuId, hidden: !open, onKeyDown: onMenuKeyDown };
  return { hash, rootProps, buttonProps, menuProps };
}
