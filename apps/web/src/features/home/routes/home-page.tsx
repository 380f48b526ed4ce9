import '../home.css';
import { startTransition, useEffect, useState } from 'react';
import { GuardianNotice } from '@/components/ui/guardian-notice';
import { useHomeArrival } from '@/lib/mobile-session';
import { ContactSection } from '../components/contact-section';
import { FeatureList } from '../components/feature-list';
import { HeroSection } from '../components/hero-section';
import { ScreensSection } from '../components/screens-section';
import { useLanguageParam } from '../hooks/use-language-param';

/**
 * The sections below the hero mount right after the first paint, as a transition: React renders
 * them in small slices instead of one long task before anything shows (the phone's first screen is
 * the hero). Measured with Lighthouse's mobile run: the page's longest task and its blocking time.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

/** The marketing page that doubles as the plan page (spec §2 "Home / subscription page"). */
export default function HomePage() {
  // Spec §4: the mobile visitor token flow and the club-site referral (lib/mobile-session.ts).
  useHomeArrival();
  useLanguageParam();
  const below = useAfterFirstPaint();
  return (
    <div className="home-page">
      <GuardianNotice inContainer />
      <HeroSection />
      {below && (
        <>
          <FeatureList />
          <ScreensSection />
          <ContactSection />
        </>
      )}
    </div>
  );
}
