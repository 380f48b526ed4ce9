import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClipRecorder, recorderType } from './clip-recorder';

/** A stand-in for the browser's MediaRecorder: one chunk of data when it stops. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state !== 'recording') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm-bytes'], { type: 'video/webm' }) });
    this.onstop?.();
  }
}

const stopTrack = vi.fn();
const getUserMedia = vi.fn();

beforeEach(() => {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  // A camera's stream: happy-dom's MediaStream, its tracks stand-ins that record being stopped.
  const stream = new MediaStream();
  stream.getTracks = () => [{ stop: stopTrack } as unknown as MediaStreamTrack];
  getUserMedia.mockResolvedValue(stream);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  stopTrack.mockReset();
});

function renderRecorder() {
  const onRecorded = vi.fn();
  const onUnavailable = vi.fn();
  render(
    <ClipRecorder
      mimeType="video/webm;codecs=vp9,opus"
      disabled={false}
      onRecorded={onRecorded}
      onUnavailable={onUnavailable}
    />,
  );
  return { onRecorded, onUnavailable };
}

describe('recording a clip in the page', () => {
  it('picks a WebM type where MediaRecorder exists, none where it does not', () => {
    expect(recorderType()).toBe('video/webm;codecs=vp9,opus');
    vi.stubGlobal('MediaRecorder', undefined);
    expect(recorderType()).toBeNull();
  });

  it('counts down from 60 s and stops by itself at 0, giving a WebM file and freeing the camera', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { onRecorded } = renderRecorder();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record here' }));
    });
    expect(screen.getByRole('timer')).toHaveTextContent('60 s left');
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('45 s left');
    act(() => {
      vi.advanceTimersByTime(45_000);
    });
    expect(onRecorded).toHaveBeenCalledTimes(1);
    const file = onRecorded.mock.calls[0]![0] as File;
    expect(file.type).toBe('video/webm');
    expect(file.name).toMatch(/\.webm$/);
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record here' })).toBeInTheDocument();
  });

  it('stops when asked', async () => {
    const { onRecorded } = renderRecorder();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record here' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(onRecorded).toHaveBeenCalledTimes(1);
  });

  it('falls back to the file picker when the camera cannot start', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { onUnavailable, onRecorded } = renderRecorder();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record here' }));
    });
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
