import '../home.css';
import { GuardianNotice } from '@/components/ui/guardian-notice';
import { useFirstPaintHandOver } from '@/lib/first-paint';
import { useHomeArrival } from '@/lib/mobile-session';
import { ContactSection } from '../components/contact-section';
import { FeatureList } from '../components/feature-list';
import { HeroSection } from '../components/hero-section';
import { ScreensSection } from '../components/screens-section';
import { useLanguageParam } from '../hooks/use-language-param';

/** The marketing page that doubles as the plan page (spec §2 "Home / subscription page"). */
export default function HomePage() {
  // Replaces the static first screen of index.html in the same frame (build/first-paint.ts).
  useFirstPaintHandOver();
  // Spec §4: the mobile visitor token flow and the club-site referral (lib/mobile-session.ts).
  useHomeArrival();
  useLanguageParam();
  return (
    <div className="home-page">
      <GuardianNotice inContainer />
      <HeroSection />
      <FeatureList />
      <ScreensSection />
      <ContactSection />
    </div>
  );
}
