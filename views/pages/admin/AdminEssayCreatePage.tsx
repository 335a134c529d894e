import { slugifyForEdit } from '../../lib/text';
import { siteContent } from '../../content/siteContent';
import { AdminKeyField } from './components/AdminKeyField';
import { AdminLayout } from './components/AdminLayout';
import { emptyContentDraft } from './components/ContentFields';
import { ESSAY_EXCERPT_LENGTH, EssayForm } from './components/EssayForm';
import { SaveAlert } from './components/SaveAlert';
import { essayBody, hasEssayFields, MISSING_ESSAY_FIELDS, type EssayDraft } from './payloads';
import { useCreateFlow } from './useSaveFlows';

const emptyEssay: EssayDraft = { ...emptyContentDraft, authors: siteContent.essayAuthors };

export default function AdminEssayCreatePage() {
  const flow = useCreateFlow({
    url: '/api/admin/ai-islam',
    success: 'Essay created successfully! You can view it on the A.I. & Islam page.',
    fallback: 'Failed to create essay',
    missingFields: MISSING_ESSAY_FIELDS,
    refresh: ['/api/ai-islam', '/api/admin/ai-islam'],
  });
  return (
    <AdminLayout title="Create New A.I. & Islam Essay" intro="Published as soon as it is saved." narrow>
      <EssayForm
        key={flow.version}
        initial={emptyEssay}
        slugOf={(draft) => slugifyForEdit(draft.title)}
        submitLabel="Publish Essay"
        pendingLabel="Publishing..."
        pending={flow.pending}
        onSubmit={(draft, slug) => flow.submit(hasEssayFields(draft), () => essayBody(draft, slug, ESSAY_EXCERPT_LENGTH))}
        top={<AdminKeyField value={flow.secret} onChange={flow.setSecret} />}
        status={<SaveAlert alert={flow.alert} />}
      />
    </AdminLayout>
  );
}
