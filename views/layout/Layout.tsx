import type { ReactNode } from 'react';
import { Toaster } from '../components/toast/Toaster';
import { chrome } from '../style/classNames';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={chrome.frame}>
      <a href="#main-content" className={`${chrome.skipLink} print-hidden`}>
        Skip to content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className={chrome.main}>
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
