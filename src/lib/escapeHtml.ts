// Text made safe to put between HTML tags or inside a quoted attribute.
const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch]);
