import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { DemoVideo } from './demo-video';

function sources(video: HTMLElement) {
  return Array.from(video.querySelectorAll('source')).map((s) => s.getAttribute('src'));
}

describe('demo video (spec §2)', () => {
  it('shows the cover with the thumbnail until it is clicked, then plays the clip in a loop', async () => {
    const user = userEvent.setup();
    const { container } = render(<DemoVideo />);
    const cover = screen.getByRole('button', { name: 'Play the demo video' });
    const thumbnail = cover.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/assets/media/demo-en-poster.webp');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('width', '540');
    expect(thumbnail).toHaveAttribute('height', '960');
    expect(container.querySelector('video')).toBeNull();

    await user.click(cover);
    expect(screen.queryByRole('button', { name: 'Play the demo video' })).not.toBeInTheDocument();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video.muted).toBe(true);
    expect(sources(video)).toEqual(['/assets/media/demo-en.webm', '/assets/media/demo-en.mp4']);
    expect(video).toHaveTextContent('Browser not supported');
  });

  it('loads the video of the new language when the language changes (sv, pt, fr, otherwise en)', async () => {
    const user = userEvent.setup();
    const { container } = render(<DemoVideo />);
    await user.click(screen.getByRole('button', { name: 'Play the demo video' }));
    const first = container.querySelector('video');

    await act(() => i18n.changeLanguage('sv'));
    const second = container.querySelector('video') as HTMLVideoElement;
    expect(second).not.toBe(first);
    expect(sources(second)).toEqual(['/assets/media/demo-sv.webm', '/assets/media/demo-sv.mp4']);
    expect(second).toHaveTextContent('Webbläsaren stöds inte');

    await act(() => i18n.changeLanguage('pt'));
    expect(sources(container.querySelector('video') as HTMLElement)[0]).toBe('/assets/media/demo-pt.webm');
    await act(() => i18n.changeLanguage('fr'));
    expect(sources(container.querySelector('video') as HTMLElement)[0]).toBe('/assets/media/demo-fr.webm');
  });
});
