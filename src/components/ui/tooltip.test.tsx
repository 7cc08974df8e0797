// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip.client';
import styles from './tooltip.module.css';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(position?: 'top' | 'right' | 'bottom' | 'left') {
  render(
    <Tooltip id="github-tip" content="webpack on GitHub" {...(position ? { position } : {})}>
      <a
        href="https://github.com/webpack/webpack"
        aria-label="GitHub"
        aria-describedby="github-tip"
      >
        icon
      </a>
    </Tooltip>,
  );
  const trigger = screen.getByRole('link', { name: 'GitHub' });
  const tooltip = screen.getByRole('tooltip', { hidden: true });
  return { trigger, tooltip };
}

describe('Tooltip', () => {
  it('describes its trigger through aria-describedby', () => {
    const { trigger, tooltip } = setup();
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger).toHaveAccessibleDescription('webpack on GitHub');
  });

  it('appears on hover only after the 300 ms default delay, and hides on mouse leave', () => {
    const { trigger, tooltip } = setup();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(299));
    expect(tooltip).toHaveAttribute('data-visible', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip).toHaveAttribute('data-visible', 'true');
    fireEvent.mouseLeave(trigger);
    expect(tooltip).toHaveAttribute('data-visible', 'false');
  });

  it('appears on focus and hides on blur or Escape', () => {
    const { trigger, tooltip } = setup();
    fireEvent.focus(trigger);
    act(() => vi.advanceTimersByTime(299));
    expect(tooltip).toHaveAttribute('data-visible', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip).toHaveAttribute('data-visible', 'true');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(tooltip).toHaveAttribute('data-visible', 'false');
    fireEvent.focus(trigger);
    act(() => vi.advanceTimersByTime(300));
    expect(tooltip).toHaveAttribute('data-visible', 'true');
    fireEvent.blur(trigger);
    expect(tooltip).toHaveAttribute('data-visible', 'false');
  });

  it('never appears when the pointer leaves before the delay', () => {
    const { trigger, tooltip } = setup();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseLeave(trigger);
    act(() => vi.advanceTimersByTime(1000));
    expect(tooltip).toHaveAttribute('data-visible', 'false');
  });

  it.each(['top', 'right', 'bottom', 'left'] as const)('supports the %s position', (position) => {
    const { tooltip } = setup(position);
    expect(tooltip).toHaveAttribute('data-position', position);
    expect(tooltip).toHaveClass(styles.tooltip!, styles[position]!);
    for (const other of (['top', 'right', 'bottom', 'left'] as const).filter(
      (p) => p !== position,
    )) {
      expect(tooltip).not.toHaveClass(styles[other]!);
    }
  });

  it('sits below its trigger by default', () => {
    const { tooltip } = setup();
    expect(tooltip).toHaveAttribute('data-position', 'bottom');
    expect(tooltip).toHaveClass(styles.bottom!);
  });

  it('takes its delay from a prop', () => {
    render(
      <Tooltip id="copy-tip" content="Copy" delay={50}>
        <button type="button">copy</button>
      </Tooltip>,
    );
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'copy' }));
    act(() => vi.advanceTimersByTime(49));
    expect(tooltip).toHaveAttribute('data-visible', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip).toHaveAttribute('data-visible', 'true');
  });
});
