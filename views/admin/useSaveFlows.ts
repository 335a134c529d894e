// The save flows of the admin forms (spec section 4): idle, submitting (button disabled), then
// a success or error alert, and a toast confirming the save. Create forms clear their fields
// after success (the page remounts the form on `version`), a link to what was made after the alert;
// edit forms go back to the list 1.5 s after success, unless the owner chooses Keep editing.
// Either way the public and admin lists of that content are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from '../app/router';
import type { AdminSaveResultDto, ContentStatus } from '../api/adminTypes';
import { adminJson, createFailureMessage, failureReason, invalidateByPrefix } from './adminApi';
import { setAdminKey } from './adminKey';
import { toast } from '../components/toast/toastStore';
import { MISSING_KEY, useAdminKeyField } from './components/AdminKeyField';

export const REDIRECT_AFTER_EDIT_MS = 1500;

export interface SaveAlert {
  tone: 'success' | 'error';
  message: string;
  /** A link after the message (to the public page of what was saved). */
  link?: { href: string; label: string };
}

/** What a create answers of the item it made. */
export interface CreatedItem {
  id: number;
  slug: string;
  status: ContentStatus;
}

/** What the screen does after a successful create; `leaves`: it opens another page, so the form neither shows the success nor clears. */
export interface AfterCreate {
  onSaved: (item: CreatedItem) => void;
  leaves: boolean;
  /** The success alert's link to the new item, if it has one. */
  linkTo?: (item: CreatedItem) => SaveAlert['link'];
}

export function useCreateFlow(options: { url: string; success: string; fallback: string; missingFields: string; refresh: string[] }) {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useAdminKeyField();
  const [alert, setAlert] = useState<SaveAlert | null>(null);
  const [version, setVersion] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: unknown; key: string; after?: AfterCreate }) => adminJson<AdminSaveResultDto<CreatedItem>>(options.url, { method: 'POST', body, key }),
    onSuccess: (result, { key, after }) => {
      setAdminKey(key);
      after?.onSaved(result.item);
      if (!after?.leaves) {
        setAlert({ tone: 'success', message: options.success, link: after?.linkTo?.(result.item) });
        setVersion((v) => v + 1);
      }
      toast({ title: options.success });
      return invalidateByPrefix(queryClient, ...options.refresh);
    },
    onError: (error) => setAlert({ tone: 'error', message: createFailureMessage(error, options.fallback) }),
  });

  /** Checks the key, then the required fields, then saves. */
  const submit = (hasRequiredFields: boolean, body: () => unknown, after?: AfterCreate) => {
    const key = secret.trim();
    if (!key) return setAlert({ tone: 'error', message: MISSING_KEY });
    if (!hasRequiredFields) return setAlert({ tone: 'error', message: options.missingFields });
    setAlert(null);
    mutation.mutate({ body: body(), key, after });
  };

  return { secret, setSecret, alert, version, pending: mutation.isPending, submit };
}

export function useUpdateFlow(options: { url: string; success: string; failurePrefix: string; missingFields: string; backTo: string; refresh: string[] }) {
  const queryClient = useQueryClient();
  const { navigate } = useNavigation();
  const [alert, setAlert] = useState<SaveAlert | null>(null);
  const [staying, setStaying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const mutation = useMutation({
    mutationFn: ({ body }: { body: unknown; onSaved?: () => void }) => adminJson(options.url, { method: 'PUT', body }),
    onSuccess: (_data, { onSaved }) => {
      onSaved?.();
      setAlert({ tone: 'success', message: options.success });
      setStaying(false);
      toast({ title: options.success });
      timer.current = setTimeout(() => navigate(options.backTo), REDIRECT_AFTER_EDIT_MS);
      return invalidateByPrefix(queryClient, ...options.refresh);
    },
    onError: (error) => setAlert({ tone: 'error', message: `${options.failurePrefix}: ${failureReason(error)}` }),
  });

  const submit = (hasRequiredFields: boolean, body: () => unknown, onSaved?: () => void) => {
    if (!hasRequiredFields) return setAlert({ tone: 'error', message: options.missingFields });
    setAlert(null);
    mutation.mutate({ body: body(), onSaved });
  };

  /** Stays on the page instead of going back to the list. */
  const keepEditing = () => {
    if (timer.current) clearTimeout(timer.current);
    setStaying(true);
    mutation.reset();
  };

  /** After a successful save the form stays locked until the redirect, unless the owner keeps editing. */
  const returning = mutation.isSuccess && !staying;
  return { alert, pending: mutation.isPending, locked: returning, returning, keepEditing, submit };
}
