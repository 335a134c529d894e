// The CSS of a post's and an essay's page (classes 'article-…'), as a page stylesheet
// (views/app/pageStylesheets.ts) the two pages share: the frame and column, the meta line, the
// back link, the tags, the table of contents, the reading-progress bar, and the pages shown
// for a missing or unloadable item. The body's own typography is site-wide (views/style/articleCss.ts).
// Never imported by browser code, so no page's script carries it.
import { color, font, headerHeight, media, radius, shadow } from '../../style/theme';

const frame = `
.article-page{padding:calc(${headerHeight} + 32px) 0 72px}
${media.md}{.article-page{padding-top:calc(${headerHeight} + 48px)}}
@media print{.article-page{padding:0}}
.article-missing{text-align:center;min-height:60vh}
.article-first-line{margin-top:48px}
.article-title{font-size:clamp(2rem,5vw,2.9rem);line-height:1.15;margin:12px 0 16px;overflow-wrap:anywhere}
.article-byline{margin:-8px 0 16px;color:${color.muted};font-weight:600}
.article-meta{display:flex;flex-wrap:wrap;align-items:center;gap:8px 18px;margin-top:16px;color:${color.muted};font-size:0.92rem}
.article-meta>span{display:inline-flex;align-items:center;gap:6px}
.article-footer{margin-top:48px;padding-top:24px;border-top:1px solid ${color.border};display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px}
.article-back-link{display:inline-flex;align-items:center;gap:8px;min-height:44px;color:${color.muted};font-weight:600;font-size:0.95rem;text-decoration:none}
.article-back-link:hover{color:${color.accentStrong}}
.article-tags{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0;padding:0}
.article-tags li{padding:4px 12px;border-radius:${radius.pill};background:${color.surfaceAlt};border:1px solid ${color.border};color:${color.muted};font-size:0.85rem}
`;

const aroundTheBody = `
.article-progress{position:fixed;inset:${headerHeight} 0 auto;z-index:49;height:3px;pointer-events:none}
.article-progress div{height:100%;background:${color.accent};transform:scaleX(0);transform-origin:0}
.article-toc{margin:0 0 40px;padding:16px 20px;border:1px solid ${color.border};border-left:3px solid ${color.accent};border-radius:${radius.md};font-family:${font.sans}}
.article-toc h2{font-size:0.8rem;text-transform:uppercase;letter-spacing:0.08em;color:${color.muted}}
.article-toc ol{list-style:none;margin:0;padding:0}
.article-toc [data-level='3']{padding-left:18px}
.article-toc a{display:inline-block;padding:3px 0;color:${color.text}}
`;

const post = `
.article-category{display:inline-flex;align-items:center;padding:2px 10px;border-radius:${radius.pill};background:${color.accentSoft};color:${color.accentStrong};font-size:0.82rem;font-weight:600;line-height:1.6;white-space:nowrap;text-decoration:none}
.article-category:hover{text-decoration:underline}
.article-featured-image{margin:32px 0}
.article-featured-image img{width:100%;height:auto;aspect-ratio:1200/630;object-fit:cover;border-radius:${radius.lg};box-shadow:${shadow.card}}
.article-post-share{margin:8px 0 36px}
`;

const essay = `
.article-authors{font-weight:600;color:${color.text}}
.article-lead{font-family:${font.serif};font-size:1.25rem;line-height:1.6;color:${color.muted};max-width:62ch;margin:0 0 24px}
.article-essay-share{margin:0 0 40px}
`;

const conversation = `
.article-conversation{margin-top:48px;padding-top:24px;border-top:1px solid ${color.border}}
.article-conversation h2{font-size:1.3rem;margin:0 0 12px}
.article-conversation-counts{color:${color.muted};font-size:0.92rem}
.article-comments{list-style:none;margin:0;padding:0;display:grid;gap:20px}
.article-comment{padding:14px 16px;border:1px solid ${color.border};border-radius:${radius.md};overflow-wrap:anywhere}
.article-comment-meta{display:flex;flex-wrap:wrap;gap:4px 12px;margin:0 0 6px;font-weight:600}
.article-comment-meta time{color:${color.muted};font-weight:400;font-size:0.88rem}
.article-comment-text p{margin:0 0 8px}
`;

export const articleStylesheet = (frame + aroundTheBody + post + essay + conversation).replace(/\n/g, '');
