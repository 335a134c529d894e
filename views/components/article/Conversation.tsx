// What came back from the social web under a post or an essay (replies, likes and boosts, with
// their microformats): HTML the server renders into the item's data
// (src/services/comments/conversationHtml.tsx), placed here as it is. A reader cannot act on it,
// so no page's script carries its markup (#48); a navigation in the browser shows it too, since
// the data it fetches holds it.
export function Conversation({ html }: { html?: string | null }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by React on the server from comments cleaned when received (src/services/comments/commentHtml.ts)
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
