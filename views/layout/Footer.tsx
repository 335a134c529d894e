import { css } from '@emotion/react';
import { Link } from '../app/router';
import { useSettings } from '../data/settingsQuery';
import { sectionEnabled } from '../lib/sections';
import { onBandOutlineDeclarations } from '../style/buildingBlocks';
import { chrome } from '../style/classNames';
import { containerCss, outlineButtonCss } from '../components/ui';
import { MailIcon } from '../components/icons';
import { NewsletterForm } from '../components/NewsletterForm';
import { SocialLinks } from '../components/SocialLinks';
import { siteNameOf } from '../lib/siteName';

const contactButtonCss = css`
  ${outlineButtonCss};
  ${onBandOutlineDeclarations};
`;

export function Footer() {
  const year = new Date().getUTCFullYear();
  const settings = useSettings();
  const { identity: site, legal, copy } = settings;
  const siteName = siteNameOf(settings);
  return (
    <footer className={`${chrome.footer} print-hidden`}>
      <div css={containerCss}>
        <div className={chrome.footerGrid}>
          <div>
            <h2>{siteName}</h2>
            <p>{copy.footerBlurb}</p>
            <SocialLinks links={settings.links} className={chrome.footerSocial} />
          </div>
          <nav aria-label="Quick links">
            <h2>Quick Links</h2>
            <ul className={chrome.footerLinks}>
              {settings.navigation.footer.filter((link) => sectionEnabled(settings, link.path)).map((link) => (
                <li key={`${link.path} ${link.label}`}><Link to={link.path}>{link.label}</Link></li>
              ))}
            </ul>
          </nav>
          <div id="footer-newsletter">
            <h2>Newsletter</h2>
            <p>{copy.footerNewsletterText}</p>
            <NewsletterForm variant="footer" />
            <p className={chrome.footerEmail}>
              <MailIcon size={18} /> <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            {site.officeHours.trim() !== '' && <p className={chrome.footerHours}>Office hours: {site.officeHours}</p>}
            <Link to="/contact" css={contactButtonCss}>
              Get in Touch
            </Link>
          </div>
        </div>
        <div className={chrome.footerBottom}>
          <p>© {year} {siteName}. All rights reserved.</p>
          <nav aria-label="Legal">
            <Link to={legal.privacyPath}>Privacy Policy</Link>
            <Link to={legal.termsPath}>Terms of Service</Link>
            <a href="/sitemap.xml">Sitemap</a>
          </nav>
        </div>
      </div>
    </footer>
  );
}
