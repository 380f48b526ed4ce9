import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, ScreenshotCarousel } from './screenshot-carousel';

function visibleCaption(): string | null {
  const slide = document.querySelector('.screens-slide[aria-hidden="false"]');
  return slide?.querySelector('figcaption')?.textContent ?? null;
}

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('screenshot carousel (spec §2, §9)', () => {
  it('shows five screenshots with explicit sizes, lazily, and no indicators', () => {
    render(<ScreenshotCarousel />);
    const carousel = screen.getByRole('region', { name: 'App screenshots' });
    const images = carousel.querySelectorAll('img');
    expect(images).toHaveLength(5);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '540');
      expect(img).toHaveAttribute('height', '1080');
      expect(img.getAttribute('alt')).not.toBe('');
    }
    expect(screen.getByRole('button', { name: 'Previous screenshot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next screenshot' })).toBeInTheDocument();
    expect(carousel.querySelector('[role="tablist"], .carousel-indicators')).toBeNull();
  });

  it('advances every 3000 ms and wraps around', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
    render(<ScreenshotCarousel />);
    expect(visibleCaption()).toBe('Sign in with e-mail or phone');
    tick(2900);
    expect(visibleCaption()).toBe('Sign in with e-mail or phone');
    tick(100);
    expect(visibleCaption()).toBe('Create your account in two steps');
    for (let i = 0; i < 4; i++) tick(3000);
    expect(visibleCaption()).toBe('Sign in with e-mail or phone');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    render(<ScreenshotCarousel />);
    const carousel = screen.getByRole('region', { name: 'App screenshots' });
    fireEvent.mouseEnter(carousel);
    tick(9000);
    expect(visibleCaption()).toBe('Sign in with e-mail or phone');
    fireEvent.mouseLeave(carousel);
    tick(3000);
    expect(visibleCaption()).toBe('Create your account in two steps');
  });

  it('pauses while focus is inside it and resumes when focus leaves', () => {
    render(
      <>
        <ScreenshotCarousel />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next screenshot' }).focus());
    tick(9000);
    expect(visibleCaption()).toBe('Sign in with e-mail or phone');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    tick(3000);
    expect(visibleCaption()).toBe('Create your account in two steps');
  });

  it('stays still for visitors who ask for reduced motion, until they start it', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as never;
    try {
      render(<ScreenshotCarousel />);
      tick(9000);
      expect(visibleCaption()).toBe('Sign in with e-mail or phone');
      fireEvent.click(screen.getByRole('button', { name: 'Start the slide show' }));
      tick(3000);
      expect(visibleCaption()).toBe('Create your account in two steps');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('steps with the labelled previous and next buttons, and can be stopped', () => {
    render(<ScreenshotCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Next screenshot' }));
    expect(visibleCaption()).toBe('Create your account in two steps');
    fireEvent.click(screen.getByRole('button', { name: 'Previous screenshot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous screenshot' }));
    expect(visibleCaption()).toBe('Help is one message away');

    fireEvent.click(screen.getByRole('button', { name: 'Stop the slide show' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'App screenshots' }));
    tick(9000);
    expect(visibleCaption()).toBe('Help is one message away');
    expect(screen.getByRole('button', { name: 'Start the slide show' })).toBeInTheDocument();
  });
});
