import { css } from '@emotion/react';
import { Link } from '../app/router';
import { site } from '../content/siteConfig';
import { color, media } from '../style/theme';
import { containerCss, darkBandCss, outlineButtonCss } from '../components/ui';
import { LinkedInLogo, MailIcon, XLogo, YouTubeLogo } from '../components/icons';
import { NewsletterForm } from '../components/NewsletterForm';
import { tooltip } from '../style/tooltips';
import { footerQuickLinks } from './navLinks';

// Dark in both themes; in the dark theme a border keeps it apart from the page.
const footerCss = css`
  ${darkBandCss};
  margin-top: auto;
  border-top: 1px solid ${color.border};
  background: #0f0d1f;
  color: #d6d3e8;
  padding: 56px 0 24px;
  a { color: #e0e7ff; }
  h2 { font-size: 0.95rem; text-transform: uppercase; letter-spacing: 0.08em; color: #fff; margin-bottom: 14px; }
`;

const gridCss = css`
  display: grid;
  gap: 36px;
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: 1.4fr 1fr 1.4fr; }
`;

const socialCss = css`
  display: flex;
  gap: 10px;
  margin-top: 16px;
  a {
    display: inline-flex; width: 40px; height: 40px; align-items: center; justify-content: center;
    border-radius: 50%; background: rgba(255, 255, 255, 0.08);
  }
  a:hover { background: rgba(255, 255, 255, 0.18); }
`;

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  a { text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const bottomCss = css`
  margin-top: 40px;
  padding-top: 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  justify-content: space-between;
  font-size: 0.88rem;
  nav { display: flex; gap: 18px; flex-wrap: wrap; }
`;

const emailLineCss = css`
  margin: 18px 0 4px;
  display: flex;
  align-items: center;
  gap: 8px;
`;

const officeHoursCss = css`
  margin: 0 0 14px;
`;

const contactButtonCss = css`
  ${outlineButtonCss};
  color: #fff;
  border-color: rgba(255,255,255,0.35);
`;

const copyrightCss = css`
  margin: 0;
`;

export function Footer() {
  const year = new Date().getUTCFullYear();
  return (
    <footer css={footerCss} className="print-hidden">
      <div css={containerCss}>
        <div css={gridCss}>
          <div>
            <h2>{site.name}</h2>
            <p>{site.blurb}</p>
            <div css={socialCss}>
              <a href={site.social.x} target="_blank" rel="noopener noreferrer" aria-label="X (opens in a new tab)" {...tooltip('X', 'above')}><XLogo /></a>
              <a href={site.social.linkedin} target="_blank" rel="noopener noreferrer" aria-label="LinkedIn (opens in a new tab)" {...tooltip('LinkedIn', 'above')}><LinkedInLogo /></a>
              <a href={site.social.youtube} target="_blank" rel="noopener noreferrer" aria-label="YouTube (opens in a new tab)" {...tooltip('YouTube', 'above')}><YouTubeLogo /></a>
            </div>
          </div>
          <nav aria-label="Quick links">
            <h2>Quick Links</h2>
            <ul css={listCss}>
              {footerQuickLinks.map((link) => (
                <li key={link.to}><Link to={link.to}>{link.label}</Link></li>
              ))}
            </ul>
          </nav>
          <div id="footer-newsletter">
            <h2>Newsletter</h2>
            <p>Thoughtful notes on minds, machines and meaning, straight to your inbox.</p>
            <NewsletterForm variant="footer" />
            <p css={emailLineCss}>
              <MailIcon size={18} /> <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p css={officeHoursCss}>Office hours: {site.officeHours}</p>
            <Link to="/contact" css={contactButtonCss}>
              Get in Touch
            </Link>
          </div>
        </div>
        <div css={bottomCss}>
          <p css={copyrightCss}>© {year} {site.name}. All rights reserved.</p>
          <nav aria-label="Legal">
            {/* biome-ignore-start lint/a11y/useValidAnchor: placeholders: the site has no such pages yet */}
            <a href="#">Privacy Policy</a>
            <a href="#">Terms of Service</a>
            <a href="#">Sitemap</a>
            {/* biome-ignore-end lint/a11y/useValidAnchor: placeholders: the site has no such pages yet */}
          </nav>
        </div>
      </div>
    </footer>
  );
}
