// The full-screen home hero: a muted, looping background video under a dark overlay, the
// tagline, three calls to action and a scroll-down indicator to Featured Insights. Styled by
// the home page's stylesheet (homeStylesheet.ts).
import { Link } from '../../app/router';
import { useSettings } from '../../data/settingsQuery';
import { sectionEnabled } from '../../lib/sections';
import { ArrowDownIcon } from '../icons';
import { PauseIcon, PlayIcon } from '../pageIcons';
import { Container } from '../ui';
import { prefersReducedMotion } from './prefersReducedMotion';
import { useBackgroundVideo } from './useBackgroundVideo';
import { labelWithTooltip } from '../../style/tooltips';

export const FEATURED_SECTION_ID = 'featured';

function scrollToFeatured() {
  const target = document.getElementById(FEATURED_SECTION_ID);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function Hero() {
  const settings = useSettings();
  const site = settings.identity;
  const video = useBackgroundVideo();
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <video
        ref={video.videoRef}
        className="home-hero-video"
        muted
        loop
        playsInline
        preload="none"
        poster="/images/hero-poster.jpg"
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src="/video/hero.webm" type="video/webm" />
        <source src="/video/hero.mp4" type="video/mp4" />
      </video>
      <div className="home-hero-overlay" aria-hidden="true" />
      <Container>
        <div className="home-hero-content">
          <p className="home-hero-eyebrow h-card">
            <a className="p-name u-url u-uid" href="/">{site.name}</a> · <span className="p-job-title">{site.title}</span>
          </p>
          <h1 id="hero-title">{site.tagline}</h1>
          <p className="home-hero-intro">{site.heroIntro}</p>
          <div className="home-hero-actions">
            <Link to="/blog" className="home-button home-button-primary">Read the Blog</Link>
            {sectionEnabled(settings, '/books') && <Link to="/books" className="home-button home-button-light">Explore Books</Link>}
            {sectionEnabled(settings, '/legacy') && <Link to="/legacy" className="home-button home-button-light">Join Legacy Wall</Link>}
          </div>
        </div>
      </Container>
      <button type="button" className="home-round-button home-hero-scroll" {...labelWithTooltip('Scroll to Featured Insights', 'above')} onClick={scrollToFeatured}>
        <ArrowDownIcon size={22} />
      </button>
      <button
        type="button"
        className="home-round-button home-hero-video-toggle"
        {...labelWithTooltip(video.playing ? 'Pause background video' : 'Play background video', 'above-end')}
        onClick={video.toggle}
      >
        {video.playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
      </button>
    </section>
  );
}
