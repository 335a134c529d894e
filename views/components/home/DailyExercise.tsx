import { Container } from '../ui';
import { BrainTeaserCard } from './BrainTeaserCard';
import { QuoteCard } from './QuoteCard';

export function DailyExercise() {
  return (
    <section aria-labelledby="daily-title" className="home-section home-daily">
      <Container>
        <div className="home-section-intro">
          <h2 id="daily-title">Daily Mental Exercise</h2>
          <p>A puzzle to stretch your thinking and a quotation to sit with.</p>
        </div>
        <div className="home-daily-grid">
          <BrainTeaserCard />
          <QuoteCard />
        </div>
      </Container>
    </section>
  );
}
