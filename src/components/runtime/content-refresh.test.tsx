// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentRefresh } from './content-refresh.client';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage: ((event: { data: string }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(revision: number) {
    this.onmessage?.({ data: JSON.stringify({ revision }) });
  }
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubEnv('NEXT_PUBLIC_CONTENT_EVENTS_PORT', '4119');
  document.documentElement.dataset.contentRevision = '5';
  refresh.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('ContentRefresh', () => {
  it("follows the dev server's content events on its port, on the page's own host", () => {
    const { unmount } = render(<ContentRefresh />);
    expect(FakeEventSource.last?.url).toBe(`http://${location.hostname}:4119/content-events`);
    unmount();
    expect(FakeEventSource.last?.closed).toBe(true);
  });

  it('refreshes the page for a revision other than the one it shows, only then', () => {
    render(<ContentRefresh />);
    FakeEventSource.last!.emit(5);
    expect(refresh).not.toHaveBeenCalled();
    FakeEventSource.last!.emit(6);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the dev server (no events port)', () => {
    vi.stubEnv('NEXT_PUBLIC_CONTENT_EVENTS_PORT', '');
    FakeEventSource.last = undefined;
    render(<ContentRefresh />);
    expect(FakeEventSource.last).toBeUndefined();
  });
});
