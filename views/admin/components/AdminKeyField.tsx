// The admin key field of the forms that ask for it themselves (seed, create post, create essay,
// create page), filled in with the key already entered in this tab, if any: once signed in, the
// form uses that key and asks for nothing (the field shows only to a tab without one).
import { useEffect, useState } from 'react';
import { useAdminKey } from '../adminKey';
import { TextField } from './FormFields';

/** Spec section 5: a form that asks for the key itself refuses to send without one. */
export const MISSING_KEY = 'Please enter your admin secret key';

export function useAdminKeyField(): [string, (value: string) => void] {
  const known = useAdminKey();
  const [value, setValue] = useState('');
  useEffect(() => {
    if (known) setValue((current) => current || known);
  }, [known]);
  return [value, setValue];
}

export function AdminKeyField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const known = useAdminKey();
  if (known && value === known) return null;
  return <TextField label="Admin secret key *" type="password" autoComplete="current-password" value={value} onChange={onChange} />;
}
