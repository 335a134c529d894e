// One send's links with their clicks (counted per link, never per reader), folded away.
import type { SendFiguresDto } from '../../api/emailFigures';

export function SendLinks({ title, links }: { title: string; links: SendFiguresDto['links'] }) {
  if (links.length === 0) return null;
  const total = links.reduce((sum, link) => sum + link.clicks, 0);
  return (
    <details>
      <summary>
        {total} clicks on {links.length} links<span className="visually-hidden"> of “{title}”</span>
      </summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Link</th>
            <th scope="col">Clicks</th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.url}>
              <td style={{ overflowWrap: 'anywhere' }}>{link.url}</td>
              <td>{link.clicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
