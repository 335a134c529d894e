import { css } from '@emotion/react';
import { formatEssayDate } from '../../../src/lib/format';
import { badgeCss, outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { Link } from '../../router';
import { adminQueryKeys, useAdminQuery } from './adminApi';
import type { AdminEssaySummaryDto } from './adminTypes';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { itemCss, itemListCss, listHeaderCss, metaCss } from './components/listCss';

const MAX_CARD_TAGS = 3;
const DEFAULT_READING_TIME = '5 min read';

const emptyCss = css`
  text-align: center;
  padding: 40px 0;
`;

const emptyTitleCss = css`
  font-size: 1.1rem;
  font-weight: 600;
`;

const tagsLineCss = css`
  ${metaCss};
  margin: 8px 0 0;
`;

function EssayList({ essays }: { essays: AdminEssaySummaryDto[] }) {
  if (essays.length === 0) {
    return (
      <div css={emptyCss}>
        <p css={emptyTitleCss}>No essays yet</p>
        <Link to="/admin/ai-islam/new" css={primaryButtonCss}>Create Your First Essay</Link>
      </div>
    );
  }
  return (
    <>
      <div css={listHeaderCss}>
        <p>{essays.length} essay(s)</p>
        <Link to="/admin/ai-islam/new" css={primaryButtonCss}>Create New Essay</Link>
      </div>
      <ul css={itemListCss}>
        {essays.map((essay) => (
          <li key={essay.id} css={itemCss}>
            <div>
              <h2>{essay.title}</h2>
              <p>{essay.excerpt}</p>
              <div css={tagsLineCss}>
                <span>{essay.publishedAt ? formatEssayDate(essay.publishedAt) : 'Not published'}</span>
                <span>by {essay.authors}</span>
                <span>{essay.readingTime || DEFAULT_READING_TIME}</span>
                {essay.tags.slice(0, MAX_CARD_TAGS).map((tag) => <span key={tag} css={badgeCss}>{tag}</span>)}
              </div>
            </div>
            <Link to={`/admin/ai-islam/edit/${essay.id}`} css={outlineButtonCss}>
              Edit<span className="visually-hidden"> {essay.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function AdminEssayListPage() {
  const state = useAdminQuery<AdminEssaySummaryDto[]>(adminQueryKeys.essays());
  return (
    <AdminLayout title="Manage A.I. & Islam Essays" intro="Every essay, drafts included.">
      <AdminQueryView
        state={state}
        gateTitle="Access Essay Management"
        failureMessage="Failed to load essays. Please check your admin secret key."
        loadingLabel="Loading essays..."
      >
        {(essays) => <EssayList essays={essays} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
