// The 'Add Your Legacy' dialog with its form. Loaded only when a visitor first asks for it, so
// the wall itself hydrates without the form's code.
import { Dialog } from '../Dialog';
import { LegacyForm } from './LegacyForm';

export default function AddLegacyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Add Your Legacy" description="Complete the sentence. Every statement is read before it appears on the wall.">
      <LegacyForm onSubmitted={onClose} onCancel={onClose} />
    </Dialog>
  );
}
