// The typography of an article's body (class ${P}: posts, essays, and the admin's
// live preview of them), with WordPress's image alignment classes and the link cards an import
// puts in place of embeds (src/services/import/sourceHtml/), and with what rendered markdown
// adds: highlighted code with its language label, block formulas that scroll sideways on a
// phone, task lists and footnotes. Server only: the head carries it with the site-wide CSS, so no
// page's script holds it and the admin's preview shows an article exactly as its page will.
import { codeThemeCss } from '../lib/article/codeTheme';
import { ARTICLE_PROSE_CLASS } from './classNames';
import { color, font, media, radius } from './theme';
import { stylesheetBand } from './stylesheetBands';

const P = `.${ARTICLE_PROSE_CLASS}`;
// A list of elements under the body is one :is() (as specific as each of its elements), not the body's class once per element.
const prose = `
${P}{max-width:68ch;font-family:${font.serif};font-size:1.12rem;line-height:1.8;color:${color.text};overflow-wrap:break-word}
${media.md}{${P}{font-size:1.18rem}}
${P}>:first-child{margin-top:0}
${P} :is(p,ul,ol,blockquote,pre,figure,table){margin:0 0 1.35em}
${P} :is(h2,h3,h4){font-family:${font.sans};line-height:1.25;letter-spacing:-0.015em;scroll-margin-top:24px}
${P} h2{font-size:1.55em;margin:2em 0 0.6em}
${P} h3{font-size:1.25em;margin:1.7em 0 0.5em}
${P} h4{font-size:1.05em;margin:1.5em 0 0.4em}
${P} a{color:${color.link};text-decoration:underline;text-decoration-thickness:1px;text-underline-offset:3px}
${P} a:hover{color:${color.accentStrong};text-decoration-thickness:2px}
${P} strong{font-weight:700}
${P} :is(ul,ol){padding-left:1.4em}
${P} li{margin:0.35em 0;padding-left:0.2em}
${P} li::marker{color:${color.muted}}
${P} blockquote{padding:0.2em 0 0.2em 1.2em;border-left:3px solid ${color.accent};color:${color.muted};font-style:italic}
${P} blockquote p:last-child{margin-bottom:0}
${P} code{font-family:${font.mono};font-size:0.86em;padding:0.12em 0.4em;border-radius:${radius.sm};background:${color.surfaceAlt}}
${P} pre{padding:1em 1.2em;border-radius:${radius.md};background:${stylesheetBand.codeBg};color:${stylesheetBand.codeText};overflow-x:auto;line-height:1.6}
${P} pre code{padding:0;background:none;color:inherit;font-size:0.85em}
${P} img{height:auto;border-radius:${radius.md};margin:0 auto}
${P} figcaption{font-family:${font.sans};font-size:0.85rem;color:${color.muted};text-align:center;margin-top:0.5em}
${P} hr{border:0;border-top:1px solid ${color.border};margin:2.5em 0}
${P} table{display:block;overflow-x:auto;border-collapse:collapse;font-family:${font.sans};font-size:0.92em}
${P} :is(th,td){padding:0.5em 0.8em;border:1px solid ${color.border};text-align:left}
${P} th{background:${color.surfaceAlt}}
${P}::after{content:'';display:block;clear:both}
${P} .aligncenter{display:block;margin-left:auto;margin-right:auto}
${P} :is(.alignleft,.alignright){max-width:50%;margin-bottom:1em}
${P} .alignleft{float:left;margin-right:1.4em}
${P} .alignright{float:right;margin-left:1.4em}
${P} :is(h2,h3,hr){clear:both}
${P} a.embed-card{display:block;margin:0 0 1.35em;padding:0.9em 1.1em;border:1px solid ${color.border};border-radius:${radius.md};background:${color.surfaceAlt};font-family:${font.sans};font-size:0.9rem;line-height:1.5;text-decoration:none;overflow-wrap:anywhere}
${P} a.embed-card strong{display:block;color:${color.text}}
${P} a.embed-card span{color:${color.muted}}
${P} a.embed-card-video strong::before{content:'▶';display:inline-block;margin-right:0.5em;color:${color.link}}
${P} figure > a.embed-card{margin-bottom:0}
@media print{
${P}{max-width:none;font-size:11.5pt;line-height:1.55}
${P} a{color:inherit}
${P} a[href^='http']::after{content:' (' attr(href) ')';overflow-wrap:anywhere}
${P} pre{background:none;color:inherit;white-space:pre-wrap}
}
`;

// ':root' outranks the body's own pre rule, which keeps the dark look of code written before
// highlighting (codeTheme.ts uses it for the same reason).
const renderedMarkdown = `
:root pre.code-block{border:1px solid ${color.border}}
:root pre.code-block[data-language]::before{content:attr(data-language);display:block;margin-bottom:0.6em;font-family:${font.sans};font-size:0.72rem;font-weight:600;letter-spacing:0.06em;text-transform:uppercase;opacity:0.8}
math[display=block]{display:block;overflow-x:auto;overflow-y:hidden;margin:0 0 1.35em;padding:0.2em 0}
.contains-task-list{list-style:none;padding-left:0.2em}
.task-list-item input{margin:0 0.5em 0 0;vertical-align:middle}
.footnotes{margin-top:2.5em;padding-top:1em;border-top:1px solid ${color.border};font-size:0.9em;color:${color.muted}}
@media print{:root pre.code-block{background:none;color:inherit;white-space:pre-wrap}}
`;

export const articleCss = (prose + renderedMarkdown).replace(/\n/g, '') + codeThemeCss;
