// The full-screen home hero: a muted, looping background video under a dark overlay, the
// tagline, three calls to action and a scroll-down indicator to Featured Insights.
import { css, keyframes } from '@emotion/react';
import { Link } from '../../app/router';
import { site } from '../../content/siteConfig';
import { font, headerHeight, media, radius } from '../../style/theme';
import { ArrowDownIcon } from '../icons';
import { PauseIcon, PlayIcon } from '../pageIcons';
import { buttonCss, Container, darkBandCss, primaryButtonCss } from '../ui';
import { prefersReducedMotion } from './prefersReducedMotion';
import { useBackgroundVideo } from './useBackgroundVideo';
import { labelWithTooltip } from '../../style/tooltips';

export const FEATURED_SECTION_ID = 'featured';

const heroCss = css`
  ${darkBandCss};
  position: relative;
  min-height: 100vh;
  min-height: 100svh;
  display: flex;
  align-items: center;
  overflow: hidden;
  color: #fff;
  background: #1e1b4b url('/images/hero-poster.jpg') center / cover no-repeat;
  padding: calc(${headerHeight} + 32px) 0 96px;
`;

const videoCss = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
`;

const overlayCss = css`
  position: absolute;
  inset: 0;
  background: linear-gradient(rgba(12, 10, 30, 0.72), rgba(12, 10, 30, 0.6) 45%, rgba(12, 10, 30, 0.85));
`;

const contentCss = css`
  position: relative;
  max-width: 780px;
  text-align: center;
  margin: 0 auto;
  h1 {
    font-family: ${font.serif};
    font-size: clamp(2.4rem, 7vw, 4.6rem);
    line-height: 1.05;
    margin-bottom: 20px;
    text-shadow: 0 2px 24px rgba(0, 0, 0, 0.35);
  }
`;

const eyebrowCss = css`
  display: inline-block;
  margin-bottom: 18px;
  padding: 6px 16px;
  border-radius: ${radius.pill};
  border: 1px solid rgba(255, 255, 255, 0.3);
  background: rgba(255, 255, 255, 0.08);
  font-size: 0.9rem;
  font-weight: 600;
  letter-spacing: 0.04em;
`;

const introCss = css`
  font-size: clamp(1.05rem, 2.4vw, 1.25rem);
  color: rgba(255, 255, 255, 0.9);
  max-width: 640px;
  margin: 0 auto 32px;
`;

const actionsCss = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  justify-content: center;
  ${media.sm} { flex-direction: row; flex-wrap: wrap; }
  a { min-width: 190px; }
`;

const lightButtonCss = css`
  ${buttonCss};
  color: #fff;
  border-color: rgba(255, 255, 255, 0.55);
  background: rgba(255, 255, 255, 0.06);
  &:hover { background: rgba(255, 255, 255, 0.18); border-color: #fff; }
`;

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(8px); }
`;

const roundButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.5);
  background: rgba(255, 255, 255, 0.1);
  color: #fff;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.22); }
`;

const scrollCss = css`
  ${roundButtonCss};
  position: absolute;
  left: 50%;
  bottom: 28px;
  margin-left: -24px;
  svg { animation: ${bounce} 2s ease-in-out infinite; }
  ${media.reducedMotion} { svg { animation: none; } }
`;

const videoToggleCss = css`
  ${roundButtonCss};
  position: absolute;
  right: 20px;
  bottom: 28px;
  width: 44px;
  height: 44px;
`;

function scrollToFeatured() {
  const target = document.getElementById(FEATURED_SECTION_ID);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function Hero() {
  const video = useBackgroundVideo();
  return (
    <section css={heroCss} aria-labelledby="hero-title">
      <video
        ref={video.videoRef}
        css={videoCss}
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
      <div css={overlayCss} aria-hidden="true" />
      <Container>
        <div css={contentCss}>
          <p css={eyebrowCss}>{site.name} · {site.title}</p>
          <h1 id="hero-title">{site.tagline}</h1>
          <p css={introCss}>{site.heroIntro}</p>
          <div css={actionsCss}>
            <Link to="/blog" css={primaryButtonCss}>Read the Blog</Link>
            <Link to="/books" css={lightButtonCss}>Explore Books</Link>
            <Link to="/legacy" css={lightButtonCss}>Join Legacy Wall</Link>
          </div>
        </div>
      </Container>
      <button type="button" css={scrollCss} {...labelWithTooltip('Scroll to Featured Insights', 'above')} onClick={scrollToFeatured}>
        <ArrowDownIcon size={22} />
      </button>
      <button
        type="button"
        css={videoToggleCss}
        {...labelWithTooltip(video.playing ? 'Pause background video' : 'Play background video', 'above-end')}
        onClick={video.toggle}
      >
        {video.playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
      </button>
    </section>
  );
}
