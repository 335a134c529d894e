import { outlineButtonCss } from '../../components/ui';
import type { PageProps } from '../../app/pageLoader';
import { Link } from '../../app/router';
import { adminQueryKeys, useAdminQuery } from './adminApi';
import type { AdminEssayDto } from '../../api/adminTypes';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { ESSAY_EXCERPT_LENGTH, EssayForm } from './components/EssayForm';
import { SaveAlert } from './components/SaveAlert';
import { editSlug, essayBody, hasEssayFields, MISSING_ESSAY_FIELDS, type EssayDraft } from './payloads';
import { useUpdateFlow } from './useSaveFlows';

function EditEssayForm({ essay }: { essay: AdminEssayDto }) {
  const flow = useUpdateFlow({
    url: `/api/admin/ai-islam/${essay.id}`,
    success: 'Essay updated successfully!',
    failurePrefix: 'Failed to update essay',
    missingFields: MISSING_ESSAY_FIELDS,
    backTo: '/admin/ai-islam',
    refresh: ['/api/ai-islam', '/api/admin/ai-islam'],
  });
  const initial: EssayDraft = {
    title: essay.title,
    excerpt: essay.excerpt,
    body: essay.bodyHtml,
    tags: essay.tags.join(', '),
    readTime: essay.readingTime,
    authors: essay.authors,
  };
  return (
    <EssayForm
      initial={initial}
      slugOf={(draft) => editSlug(draft.title, essay)}
      submitLabel="Update Essay"
      pendingLabel="Updating..."
      pending={flow.pending}
      locked={flow.locked}
      onSubmit={(draft, slug) => flow.submit(hasEssayFields(draft), () => ({ ...essayBody(draft, slug, ESSAY_EXCERPT_LENGTH), publishedAt: essay.publishedAt }))}
      status={<SaveAlert alert={flow.alert} />}
    />
  );
}

export default function AdminEssayEditPage({ params }: PageProps) {
  const state = useAdminQuery<AdminEssayDto>(adminQueryKeys.essay(params.id));
  return (
    <AdminLayout title="Edit Essay" narrow>
      <AdminQueryView
        state={state}
        gateTitle="Admin access required"
        failureMessage="Essay not found or invalid admin secret."
        failureExtra={<Link to="/admin/ai-islam" css={outlineButtonCss}>Back to Essays</Link>}
        loadingLabel="Loading essay..."
      >
        {(essay) => <EditEssayForm key={essay.id} essay={essay} />}
      </AdminQueryView>
    </AdminLayout>
  );
}
