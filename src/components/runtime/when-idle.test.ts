// @vitest-environment jsdom
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  let state: DocumentReadyState;
  beforeEach(() => {
    state = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('waits for the load event, then for the browser to be idle', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = ((callback: IdleRequestCallback) =>
      idle.push(callback)) as typeof window.requestIdleCallback;
    const task = vi.fn();
    whenIdle(task);
    expect(idle).toHaveLength(0);
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, runs in a task after load', () => {
    state = 'complete';
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
