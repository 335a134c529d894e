// A record type's form fields, in their declared order.
import { MediaField } from '../media/MediaField';
import { SelectField, TextAreaField, TextField } from '../components/FormFields';
import type { RecordDraft, RecordField } from './recordType';

export function RecordFields({ fields, draft, onChange }: { fields: RecordField[]; draft: RecordDraft; onChange: (name: string, value: string) => void }) {
  return (
    <>
      {fields.map((field) => {
        const value = draft[field.name] ?? '';
        const set = (next: string) => onChange(field.name, next);
        switch (field.kind) {
          case 'textarea':
            return <TextAreaField key={field.name} label={field.label} required={field.required} rows={field.rows} maxLength={field.maxLength} value={value} onChange={set} />;
          case 'select':
            return <SelectField key={field.name} label={field.label} options={field.options.map((o) => ({ ...o }))} value={value} onChange={set} />;
          case 'media':
            return <MediaField key={field.name} label={field.label} accept={field.accept} required={field.required} hint={field.hint} value={value} onChange={set} />;
          default:
            return (
              <TextField
                key={field.name}
                label={field.label}
                type={field.kind}
                inputMode={field.kind === 'number' ? 'decimal' : undefined}
                required={field.required}
                maxLength={field.maxLength}
                min={field.min}
                max={field.max}
                step={field.step}
                hint={field.hint}
                value={value}
                onChange={set}
              />
            );
        }
      })}
    </>
  );
}
