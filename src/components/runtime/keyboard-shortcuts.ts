/** Which site shortcut a key press asks for: pure, so it is tested without a browser. */
import { SHORTCUT_KEYS, type ShortcutAction } from '../../lib/site';

/** The parts of a KeyboardEvent the decision needs. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

/** Whether the key lands where the reader is typing, so it is text and not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.tagName !== 'string') return false;
  return element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
}

/**
 * The action of a key press, or undefined. Never with Ctrl, Alt or Meta (those belong to the
 * browser, the system and search's Ctrl/Cmd+K), while typing or composing, or when another
 * listener already handled the key. Shift is allowed: it is how `?` is typed.
 */
export function shortcutAction(press: KeyPress): ShortcutAction | undefined {
  if (press.ctrlKey || press.altKey || press.metaKey) return undefined;
  if (press.isComposing || press.defaultPrevented || isTypingTarget(press.target)) return undefined;
  return Object.hasOwn(SHORTCUT_KEYS, press.key) ? SHORTCUT_KEYS[press.key] : undefined;
}
