import { DailyExercise } from '../components/home/DailyExercise';
import { FeaturedInsights } from '../components/home/FeaturedInsights';
import { Hero } from '../components/home/Hero';
import { NewsletterSection } from '../components/home/NewsletterSection';
import { useSettings } from '../data/settingsQuery';

export default function HomePage() {
  const { sections } = useSettings();
  return (
    <>
      <Hero />
      <FeaturedInsights />
      {sections.dailyExercise && <DailyExercise />}
      <NewsletterSection />
    </>
  );
}
