import { Link } from '../../app/router';
import { ArrowLeftIcon } from '../icons';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="article-back-link print-hidden">
      <ArrowLeftIcon size={18} /> {label}
    </Link>
  );
}
