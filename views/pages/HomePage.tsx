import { DailyExercise } from '../components/home/DailyExercise';
import { FeaturedInsights } from '../components/home/FeaturedInsights';
import { Hero } from '../components/home/Hero';
import { NewsletterSection } from '../components/home/NewsletterSection';

export default function HomePage() {
  return (
    <>
      <Hero />
      <FeaturedInsights />
      <DailyExercise />
      <NewsletterSection />
    </>
  );
}
